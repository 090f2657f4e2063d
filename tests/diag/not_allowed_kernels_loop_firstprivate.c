// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}not_allowed_kernels_loop_firstprivate.c:[[@LINE+1]]:26: error: clause 'firstprivate' is not allowed on the 'kernels loop' construct
#pragma acc kernels loop firstprivate(x)
    for (int i = 0; i < n; i++) a[i] = x;
}
