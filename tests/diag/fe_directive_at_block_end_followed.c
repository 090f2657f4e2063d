// A construct directive at the end of a block must not take a statement
// from outside the block (the next statement of the function, or of the
// next function) as its body.
// FAILS with gwcc 0.1.0: both directives are silently attached to a later
// statement (-fsyntax-only exits 0); a full compile emits broken host C.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

void f(float *a, int n)
{
    if (n > 0) {
        a[0] = 1.0f;
// CHECK: {{.*}}fe_directive_at_block_end_followed.c:[[@LINE+1]]:1: error: 'parallel' must be followed by a statement
#pragma acc parallel
    }
    a[1] = 2.0f;
}

void g(float *a, int n)
{
    if (n > 0) {
        a[0] = 1.0f;
// CHECK: {{.*}}fe_directive_at_block_end_followed.c:[[@LINE+1]]:1: error: 'data' must be followed by a statement
#pragma acc data copy(a[0:n])
    }
}

void h(float *a)
{
    a[0] = 3.0f;
}
