// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

void f(float *a, int n)
{
#pragma acc parallel
    {
// CHECK: {{.*}}fe_loop_not_for.c:[[@LINE+1]]:1: error: a 'loop' directive must be followed by a 'for' loop
#pragma acc loop
        a[0] = 1.0f;
    }
}
