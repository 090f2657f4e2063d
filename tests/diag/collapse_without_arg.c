// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}collapse_without_arg.c:[[@LINE+1]]:27: error: clause 'collapse' requires a parenthesised argument
#pragma acc parallel loop collapse
    for (int i = 0; i < n; i++) a[i] = x;
}
