// -I reaches the preprocessor: a header found through it holds directives
// (a routine and a function with a compute region) that are translated with
// the including file, and the generated code points back at the header.
// RUN: rm -rf %t.d && mkdir -p %t.d/inc
// RUN: printf '#pragma acc routine seq\nstatic inline int sq(int x) { return x * x; }\nstatic void fill_sq(int *v, int n)\n{\n#pragma acc parallel loop copyout(v[0:n])\n  for (int i = 0; i < n; i++) v[i] = sq(i);\n}\n' > %t.d/inc/sq.h
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=NOINC
// RUN: %gwcc --dump-ir -I%t.d/inc %s | FileCheck %s --check-prefix=IR
// RUN: %gwcc --dump-ir -I %t.d/inc %s | FileCheck %s --check-prefix=IR
// RUN: %gwcc --keep -I%t.d/inc %s -o %t.d/prog
// RUN: FileCheck %s --check-prefix=CUDA < %t.d/driver_include_dir.gw.cu
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog | FileCheck %s

// NOINC: 'sq.h' file not found
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
