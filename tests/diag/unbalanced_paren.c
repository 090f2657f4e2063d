// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}unbalanced_paren.c:[[@LINE+1]]:32: error: expected ')'
#pragma acc parallel if((n > 0)
    {
        a[0] = x;
    }
}
