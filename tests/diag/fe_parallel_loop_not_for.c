// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

void f(float *a, int n)
{
// CHECK: {{.*}}fe_parallel_loop_not_for.c:[[@LINE+1]]:1: error: a 'parallel loop' directive must be followed by a 'for' loop
#pragma acc parallel loop
    {
        for (int i = 0; i < n; i++) a[i] = 1.0f;
    }
}
