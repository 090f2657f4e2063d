// RUN: not %gwcc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// Reductions on one-dimensional arrays are reduced element by element; a
// two-dimensional array is not supported yet, and says so.
void f(const int *a, int n)
{
    int h[4][4] = {{0}};
// CHECK: {{.*}}fe_reduction_2d_array.c:[[@LINE+1]]:1: error: the reduction on 'h' (int[4][4]) is not supported: only scalars and one-dimensional arrays of arithmetic type
#pragma acc parallel loop reduction(+:h) copyin(a[0:n])
    for (int i = 0; i < n; i++) h[a[i] & 3][0] += 1;
}
