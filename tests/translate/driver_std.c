// -std=c99 and -std=gnu11 are accepted: they go to cc -E and to cc -c of the
// generated host C (and to libclang), and the program builds and runs under
// each; __STDC_VERSION__ tells which one the host compiler saw.
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: %gwcc -v -std=c99 %s -o %t.d/c99 2> %t.err
// RUN: FileCheck %s --check-prefix=V99 < %t.err
// RUN: env ACC_DEVICE_TYPE=host %t.d/c99 | FileCheck %s --check-prefix=C99
// RUN: %gwcc -std=gnu11 %s -o %t.d/gnu11
// RUN: env ACC_DEVICE_TYPE=host %t.d/gnu11 | FileCheck %s --check-prefix=GNU11
// RUN: %gwcc -acc=host -std=c99 -pedantic-errors %s -o %t.d/c99host
// RUN: %t.d/c99host | FileCheck %s --check-prefix=C99
// RUN: %gwcc -acc=host -std=c11 -c %s -o %t.d/c11.o

// V99: cc -E {{.*}}-std=c99 {{.*}}driver_std.c
// V99: cc -c -std=c99 {{.*}}.gw.c

#include <stdio.h>
int main(void)
{
    double x[64];
    double total = 0.0;
    double scale = 0.25;
#pragma acc parallel loop copyout(x[0:64]) reduction(+:total)
    for (int i = 0; i < 64; i++) {
        x[i] = i * scale;
        total += x[i];
    }
    // C99: total 504 std 199901
    // GNU11: total 504 std 201112
    printf("total %.0f std %ld\n", total, (long)__STDC_VERSION__);
    return 0;
}
