// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

float transform(float x);

void f(float *a, int n)
{
#pragma acc parallel loop
// CHECK: {{.*}}fe_call_not_visible.c:[[@LINE+2]]:16: error: function 'transform' is called in a compute region but its body is not visible
    for (int i = 0; i < n; i++)
        a[i] = transform(a[i]) + 1.0f;
}
