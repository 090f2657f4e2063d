// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

void f(float *a, int n)
{
// CHECK: {{.*}}fe_kernels_loop_not_for.c:[[@LINE+1]]:5: error: a 'kernels loop' directive must be followed by a 'for' loop
    #pragma acc kernels loop copy(a[0:n])
    if (n > 0)
        a[0] = 2.0f;
}
