// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

void f(float *a, int n)
{
#pragma acc parallel loop
// CHECK: {{.*}}fe_undeclared_identifier.c:[[@LINE+2]]:16: error: use of undeclared identifier 'scale'
    for (int i = 0; i < n; i++)
        a[i] = scale * a[i];
}
