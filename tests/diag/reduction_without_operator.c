// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}reduction_without_operator.c:[[@LINE+1]]:37: error: clause 'reduction' needs an operator and a colon, as in 'reduction(+:sum)'
#pragma acc parallel loop reduction(x)
    for (int i = 0; i < n; i++) a[i] = x;
}
