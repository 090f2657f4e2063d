// collapse(n) needs n tightly nested loops: not two loops side by side in
// the outer body, and not fewer loops than n.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

void f(float *a, int n)
{
// CHECK: {{.*}}fe_collapse_not_nested.c:[[@LINE+1]]:1: error: 'collapse(2)' needs 2 tightly nested 'for' loops
#pragma acc parallel loop collapse(2)
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) a[i * n + j] = 1.0f;
        for (int j = 0; j < n; j++) a[i * n + j] += 1.0f;
    }
// CHECK: {{.*}}fe_collapse_not_nested.c:[[@LINE+1]]:1: error: 'collapse(3)' needs 3 tightly nested 'for' loops
#pragma acc parallel loop collapse(3)
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            a[i * n + j] = 0.0f;
}
