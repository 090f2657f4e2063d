// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

void f(float *a, int n, float x)
{
// CHECK: {{.*}}fe_default_none_parallel.c:[[@LINE+1]]:1: error: 'x' is used in the parallel construct but appears in no data clause, as 'default(none)' requires
#pragma acc parallel default(none) copy(a[0:n]) firstprivate(n)
    {
#pragma acc loop
        for (int i = 0; i < n; i++) a[i] = x;
    }
}
