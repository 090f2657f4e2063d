// A scalar declared with typeof(other_var) and used in a compute region
// must not become a kernel parameter spelled "typeof (other_var)" (nvcc would
// reject it: the variable is not a parameter); the kernel parameter is
// spelled with the canonical type (double), the build succeeds, and the
// program prints "total 1008".
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: %gwcc -std=gnu11 %s -o %t.d/prog
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog | FileCheck %s
#include <stdio.h>
int main(void)
{
    double x[64];
    double total = 0.0;
    typeof(total) scale = 0.5;
#pragma acc parallel loop copyout(x[0:64]) reduction(+:total)
    for (int i = 0; i < 64; i++) {
        x[i] = i * scale;
        total += x[i];
    }
    // CHECK: total 1008
    printf("total %.0f\n", total);
    return 0;
}
