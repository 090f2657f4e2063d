// collapse(2) of a nest whose inner bounds use the outer loop's variable (a triangular or hyperplane nest): a located error, not a silent miscompile.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s
#define max(a,b) (((a) > (b)) ? (a) : (b))
#define min(a,b) (((a) < (b)) ? (a) : (b))

void sweep(double *v, int n, int l)
{
    int i, j, k;
// CHECK: {{.*}}fe_collapse_triangular.c:[[@LINE+1]]:1: error: 'collapse(2)' cannot fold the loop at line [[@LINE+3]]: its bounds depend on 'k', the variable of a loop it would be folded with
#pragma acc parallel loop collapse(2) copy(v[0:n*n])
    for (k = 1; k < n; k++)
        for (j = max(1, l - k); j <= min(n - 1, l - 1); j++)
            v[k * n + j] += 1.0;
// CHECK: {{.*}}fe_collapse_triangular.c:[[@LINE+1]]:1: error: 'collapse(2)' cannot fold the loop at line [[@LINE+3]]: its bounds depend on 'i', the variable of a loop it would be folded with
#pragma acc parallel loop collapse(2) copy(v[0:n*n])
    for (i = 0; i < n; i++)
        for (int jj = 0; jj < i; jj++)
            v[i * n + jj] = 0.0;
// CHECK-NOT: error
#pragma acc parallel loop collapse(2) copy(v[0:n*n])
    for (i = 0; i < n; i++)
        for (int jj = 0; jj < n; jj += 1)
            v[i * n + jj] *= 2.0;
}
