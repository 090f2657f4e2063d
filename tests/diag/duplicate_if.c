// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}duplicate_if.c:[[@LINE+1]]:32: error: clause 'if' appears more than once
#pragma acc parallel if(n > 0) if(n > 1)
    {
        a[0] = x;
    }
}
