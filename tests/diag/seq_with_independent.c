// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}seq_with_independent.c:[[@LINE+1]]:31: error: clause 'independent' conflicts with 'seq'
#pragma acc parallel loop seq independent
    for (int i = 0; i < n; i++) a[i] = x;
}
