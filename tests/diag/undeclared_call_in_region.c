// A call to an undeclared function in a compute region: the device cannot
// call what it has no declaration (and no routine directive) for; sqrt, a
// math function the device has, is accepted undeclared as gcc takes it.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK-NOT: error: {{.*}}sqrt

void f(double *a, int n)
{
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++)
// CHECK: {{.*}}undeclared_call_in_region.c:[[@LINE+1]]:29: error: function 'smooth' is called in a compute region without a declaration; the device cannot call it: declare it, with '#pragma acc routine seq'
        a[i] = sqrt(a[i]) + smooth(a[i]);
}
