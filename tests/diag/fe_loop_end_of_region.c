// A 'loop' directive that is the last thing in its compute region.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

void f(float *a, int n)
{
#pragma acc parallel
    {
#pragma acc loop
        for (int i = 0; i < n; i++) a[i] = 1.0f;
// CHECK: {{.*}}fe_loop_end_of_region.c:[[@LINE+1]]:1: error: a 'loop' directive must be followed by a 'for' loop
#pragma acc loop
    }
}
