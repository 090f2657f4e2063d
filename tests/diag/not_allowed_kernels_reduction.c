// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}not_allowed_kernels_reduction.c:[[@LINE+1]]:21: error: clause 'reduction' is not allowed on the 'kernels' construct
#pragma acc kernels reduction(+:x)
    {
        a[0] = x;
    }
}
