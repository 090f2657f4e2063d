// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}reduction_bad_operator.c:[[@LINE+1]]:37: error: invalid reduction operator '-'; expected one of + * max min & | ^ && ||
#pragma acc parallel loop reduction(-:x)
    for (int i = 0; i < n; i++) a[i] = x;
}
