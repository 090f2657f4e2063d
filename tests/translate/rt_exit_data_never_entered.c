// exit data copyout / delete of data that was never entered is no action
// (OpenACC 3.3 2.7.8/2.7.11: the reference counts of data that is not present
// are not decremented and nothing is copied): no error, no message, exit 0,
// and the host data is left as it was, with or without finalize.  Only data
// that is present is copied out.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: env GANGWAY_FAKE_DEVICE=1 GANGWAY_CHECK=1 %t.d/prog > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: test ! -s %t.err

#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

int main(void)
{
    int n = 16;
    int *a = malloc(n * sizeof *a);
    int *b = malloc(n * sizeof *b);
    for (int i = 0; i < n; i++) a[i] = b[i] = i;
#pragma acc exit data copyout(a[0:n])
#pragma acc exit data delete(b[0:n])
#pragma acc exit data copyout(a[0:n], b[0:4]) finalize
    // CHECK: absent a15 15 b3 3 present 0
    printf("absent a15 %d b3 %d present %d\n", a[15], b[3], acc_is_present(a, n * sizeof *a));
#pragma acc enter data copyin(a[0:n])
    a[15] = -5;     /* host only: the copy-out below must bring back 15 */
#pragma acc exit data copyout(a[0:n])
    // CHECK-NEXT: entered a15 15 present 0
    printf("entered a15 %d present %d\n", a[15], acc_is_present(a, n * sizeof *a));
    return 0;
}
