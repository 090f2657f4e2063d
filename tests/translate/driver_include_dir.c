// -I reaches the preprocessor: a header found through it holds directives
// (a routine and a function with a compute region) that are translated with
// the including file, and the generated code points back at the header.
// The header is the //@sq.h lines below, written out with sed.
// RUN: rm -rf %t.d && mkdir -p %t.d/inc
// RUN: sed -n 's|^//@sq.h ||p' %s > %t.d/inc/sq.h
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=NOINC
// RUN: %gwcc --dump-ir -I%t.d/inc %s | FileCheck %s --check-prefix=IR
// RUN: %gwcc --dump-ir -I %t.d/inc %s | FileCheck %s --check-prefix=IR
// RUN: cd %t.d && %gwcc --keep -Iinc %s -o %t.d/prog
// RUN: FileCheck %s --check-prefix=CUDA < %t.d/driver_include_dir.gw.cu
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog | FileCheck %s

//@sq.h #pragma acc routine seq
//@sq.h static inline int sq(int x) { return x * x; }
//@sq.h static void fill_sq(int *v, int n)
//@sq.h {
//@sq.h #pragma acc parallel loop copyout(v[0:n])
//@sq.h     for (int i = 0; i < n; i++) v[i] = sq(i);
//@sq.h }

// NOINC: driver_include_dir.c:[[@LINE+6]]:10: fatal error: sq.h: No such file or directory
// IR: {{.*}}inc/sq.h:1: routine
// IR: {{.*}}inc/sq.h:5: parallel loop
// IR: {{.*}}driver_include_dir.c:[[@LINE+8]]: parallel loop
// CUDA: #line {{[0-9]+}} "{{.*}}inc/sq.h"
#include <stdio.h>
#include "sq.h"
int main(void)
{
    int v[10], w[10];
    fill_sq(v, 10);
#pragma acc parallel loop copyin(v[0:10]) copyout(w[0:10])
    for (int i = 0; i < 10; i++) w[i] = sq(v[i] % 7);
    // CHECK: v9 81 w9 16
    printf("v9 %d w9 %d\n", v[9], w[9]);
    return 0;
}
