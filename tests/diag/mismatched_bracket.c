// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}mismatched_bracket.c:[[@LINE+1]]:28: error: expected ']'
#pragma acc parallel if(a[n) > 0)
    {
        a[0] = x;
    }
}
