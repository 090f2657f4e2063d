// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

void f(float *a, int n)
{
#pragma acc parallel
    {
        int i = 0;
// CHECK: {{.*}}fe_loop_not_for_while.c:[[@LINE+1]]:3: error: a 'loop' directive must be followed by a 'for' loop
  #pragma acc loop gang
        while (i < n) { a[i] = 1.0f; i++; }
    }
}
