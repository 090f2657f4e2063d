// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

void f(float *a, int n)
{
    float s = 0.0f;
// CHECK: {{.*}}fe_default_none_kernels.c:[[@LINE+1]]:1: error: 's' is used in the kernels construct but appears in no data clause, as 'default(none)' requires
#pragma acc kernels default(none) present(a[0:n]) copyin(n)
    {
        for (int i = 0; i < n; i++) a[i] = 1.0f;
        s = a[0];
    }
}
