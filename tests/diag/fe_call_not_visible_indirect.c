// The body of a function called in a region is searched in turn: a call it
// makes to a function with no visible body is reported where it is written.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

float external_op(float x);

// CHECK: {{.*}}fe_call_not_visible_indirect.c:[[@LINE+1]]:46: error: function 'external_op' is called in a compute region but its body is not visible
static float helper(float x) { return 2.0f * external_op(x); }

void f(float *a, int n)
{
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
        a[i] = helper(a[i]);
}
