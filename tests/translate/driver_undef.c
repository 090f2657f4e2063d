// -U reaches the preprocessor in command-line order, after -D, as with gcc:
// -DBAD -UBAD leaves BAD undefined; -UBAD -DBAD defines it.  -U can also
// take its argument as the next word.
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: %gwcc -acc=host -DBAD -UBAD %s -o %t.d/prog
// RUN: %t.d/prog | FileCheck %s
// RUN: %gwcc -acc=host -DBAD -U BAD -c %s -o %t.d/x.o
// RUN: not %gwcc -acc=host -UBAD -DBAD %s -o %t.d/bad 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: test ! -e %t.d/bad
// RUN: %gwcc -E -DBAD -UBAD -DLEN=12 %s | FileCheck %s --check-prefix=PP

// ERR: driver_undef.c:[[@LINE+2]]:2: error: #error BAD must not be defined
#ifdef BAD
#error BAD must not be defined
#endif
#ifndef LEN
#define LEN 5
#endif
#include <stdio.h>
int main(void)
{
    int v[LEN];
// PP: #pragma acc parallel loop copyout(v[0:12])
#pragma acc parallel loop copyout(v[0:LEN])
    for (int i = 0; i < LEN; i++) v[i] = 3 * i;
    // CHECK: last 12
    printf("last %d\n", v[LEN - 1]);
    return 0;
}
