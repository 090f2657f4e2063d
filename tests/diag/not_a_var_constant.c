// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}not_a_var_constant.c:[[@LINE+1]]:29: error: '3' in clause 'copyin' is not a variable or subarray
#pragma acc parallel copyin(3)
    {
        a[0] = x;
    }
}
