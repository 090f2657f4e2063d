// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}collapse_zero.c:[[@LINE+1]]:36: error: the argument of 'collapse' must be a positive integer constant, not '0'
#pragma acc parallel loop collapse(0)
    for (int i = 0; i < n; i++) a[i] = x;
}
