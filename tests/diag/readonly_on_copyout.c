// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}readonly_on_copyout.c:[[@LINE+1]]:30: error: modifier 'readonly' is not allowed on clause 'copyout'
#pragma acc parallel copyout(readonly: a[0:n])
    {
        a[0] = x;
    }
}
