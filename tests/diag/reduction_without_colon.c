// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}reduction_without_colon.c:[[@LINE+1]]:38: error: expected ':' after reduction operator '+'
#pragma acc parallel loop reduction(+)
    for (int i = 0; i < n; i++) a[i] = x;
}
