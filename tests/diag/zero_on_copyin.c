// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}zero_on_copyin.c:[[@LINE+1]]:29: error: modifier 'zero' is not allowed on clause 'copyin'
#pragma acc parallel copyin(zero: a[0:n])
    {
        a[0] = x;
    }
}
