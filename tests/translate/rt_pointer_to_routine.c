// A pointer the region passes to a function (which may dereference it),
// with no data clause and no present data behind it, is the runtime's
// not-present error naming the pointer and the construct, not a kernel
// that faults on the host address; with the data present it is
// translated (the fake device then stops at the kernel, which it cannot
// run), and on the host the routine's results are right.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog 2>&1 | FileCheck %s
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog present 2>&1 | FileCheck %s --check-prefix=FAKE
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog | FileCheck %s --check-prefix=OK

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#pragma acc routine seq
static double sum3(const double *x)
{
    return x[0] + x[1] + x[2];
}

int main(int argc, char **argv)
{
    double *x = malloc(3 * sizeof *x), s = 0;
    x[0] = 1, x[1] = 2, x[2] = 4;
    if (argc > 1 && !strcmp(argv[1], "present")) {
#pragma acc data copyin(x[0:3])
        {
#pragma acc serial copyout(s)
            s = sum3(x);
        }
// FAKE-NOT: not present
// FAKE: cannot run on the fake device
    } else {
// CHECK: rt_pointer_to_routine.c:[[@LINE+1]]: {{.*}}'x'{{.*}}not present
#pragma acc serial copyout(s)
        s = sum3(x);
    }
// OK: s = 7
    printf("s = %g\n", s);
    return 0;
}
