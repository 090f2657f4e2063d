// gwcc never writes its inputs: a .i input whose reductions name struct
// members (reduced as temporaries, gw_mr<n>) is byte for byte the same
// after the build, and so is the .c source; the program still runs right.
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: %gwcc -E %s -o %t.d/red.i
// RUN: cp %s %t.d/red.c
// RUN: cd %t.d && md5sum red.i red.c > sums
// RUN: cd %t.d && %gwcc red.i -o red_i && %gwcc -fsyntax-only red.i && %gwcc red.c -o red_c
// RUN: cd %t.d && md5sum -c sums
// RUN: cd %t.d && env ACC_DEVICE_TYPE=host ./red_i | FileCheck %s
// RUN: cd %t.d && ls | sort | FileCheck %s --check-prefix=FILES

// CHECK: sum 2016 max 63
// FILES: red.c
// FILES-NEXT: red.i
// FILES-NEXT: red_c
// FILES-NEXT: red_i
// FILES-NEXT: sums

#include <stdio.h>
struct stats { double sum; int max; };
int main(void)
{
    struct stats s = {0.0, 0};
    int v[64];
    for (int i = 0; i < 64; i++) v[i] = i;
#pragma acc parallel loop copyin(v) reduction(+:s.sum) reduction(max:s.max)
    for (int i = 0; i < 64; i++) {
        s.sum += v[i];
        s.max = v[i] > s.max ? v[i] : s.max;
    }
    printf("sum %.0f max %d\n", s.sum, s.max);
    return 0;
}
