// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}not_a_var_deref.c:[[@LINE+1]]:30: error: '*a' in clause 'present' is not a variable or subarray
#pragma acc parallel present(*a)
    {
        a[0] = x;
    }
}
