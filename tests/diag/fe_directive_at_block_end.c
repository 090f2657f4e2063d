// A construct directive that ends its block, with no statement after it.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

void g(float *a, int n)
{
    if (n > 0) {
        a[0] = 2.0f;
// CHECK: {{.*}}fe_directive_at_block_end.c:[[@LINE+1]]:1: error: 'parallel' must be followed by a statement
#pragma acc parallel
    }
}
