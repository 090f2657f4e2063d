// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

void f(float *a, int n)
{
#pragma acc parallel copy(a[0:n])
    {
// CHECK: {{.*}}fe_nested_compute.c:[[@LINE+1]]:1: error: compute construct 'kernels' cannot be nested in 'parallel'
#pragma acc kernels
        for (int i = 0; i < n; i++) a[i] = 1.0f;
    }
}
