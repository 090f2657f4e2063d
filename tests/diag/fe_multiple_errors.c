// Errors in several constructs of one file are all reported, in order, and
// gwcc exits with status 1.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %gwcc -fsyntax-only %s > /dev/null 2>&1; test $? -eq 1

float opaque(float);

void f(float *a, int n)
{
#pragma acc parallel
    {
// CHECK: {{.*}}fe_multiple_errors.c:[[@LINE+1]]:1: error: a 'loop' directive must be followed by a 'for' loop
#pragma acc loop
        a[0] = 0.0f;
    }
// CHECK: {{.*}}fe_multiple_errors.c:[[@LINE+1]]:1: error: a 'serial loop' directive must be followed by a 'for' loop
#pragma acc serial loop
    a[1] = 1.0f;
#pragma acc parallel loop
// CHECK: {{.*}}fe_multiple_errors.c:[[@LINE+1]]:40: error: function 'opaque' is called in a compute region but its body is not visible
    for (int i = 0; i < n; i++) a[i] = opaque(a[i]);
#pragma acc kernels
    {
// CHECK: {{.*}}fe_multiple_errors.c:[[@LINE+1]]:1: error: compute construct 'serial' cannot be nested in 'kernels'
#pragma acc serial
        a[2] = 2.0f;
    }
}
