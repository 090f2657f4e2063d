// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}default_other.c:[[@LINE+1]]:30: error: invalid default 'shared'; expected 'none' or 'present'
#pragma acc parallel default(shared)
    {
        a[0] = x;
    }
}
