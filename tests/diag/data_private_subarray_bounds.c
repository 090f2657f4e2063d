// private(p[lo:n]) on a pointer: the bounds are evaluated when the construct
// starts (no loop variable of the region), and an element alone is an error.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(double *p, double *b, int m)
{
#pragma acc parallel loop gang copyout(b[0:m])
    for (int i = 0; i < m; i++) {
// CHECK: {{.*}}data_private_subarray_bounds.c:[[@LINE+1]]:33: error: the bounds of 'p[0:i]' must be known when the parallel loop construct starts
#pragma acc loop vector private(p[0:i])
        for (int k = 0; k < 4; k++) { p[0] = k; b[i] = p[0]; }
    }
// CHECK: {{.*}}data_private_subarray_bounds.c:[[@LINE+1]]:45: error: 'p[2]' in 'firstprivate' on a pointer needs one subarray with a length, as in p[lo:n]
#pragma acc parallel loop gang firstprivate(p[2]) copyout(b[0:m])
    for (int i = 0; i < m; i++) b[i] = p[2];
}
