// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

void f(float *a, int n)
{
#pragma acc serial
    {
        a[0] = 0.0f;
        if (n > 1) {
// CHECK: {{.*}}fe_nested_compute_combined.c:[[@LINE+1]]:1: error: compute construct 'parallel loop' cannot be nested in 'serial'
#pragma acc parallel loop
            for (int i = 1; i < n; i++) a[i] = 1.0f;
        }
    }
}
