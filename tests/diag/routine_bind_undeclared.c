// A routine's bind(name) that names no function is an error where the
// region calls it, also when the routine has the name of a CUDA math
// function (rsqrt), which gwcc otherwise leaves to CUDA's library: the
// device would call an undefined name.  Found by tools/fuzz.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

#pragma acc routine seq bind(no_such_function)
double rsqrt(double x) { return x * x - 1; }

void f(double *a, int n)
{
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++)
// CHECK: routine_bind_undeclared.c:[[@LINE+1]]:16: error: function 'no_such_function' is called in a compute region but its body is not visible
        a[i] = rsqrt(a[i]);
}
