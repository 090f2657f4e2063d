// A function pointer's target is a host function: a compute construct may
// copy its value (to compare it), not map it by reference or call through
// it; either is a located error, not a kernel parameter nvcc cannot parse.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

double twice(double x) { return 2 * x; }

void f(int n, double *a)
{
    double (*fn)(double) = twice;
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] = fn != 0;
// CHECK: fe_function_pointer_device.c:[[@LINE+1]]:1: error: 'fn' has a type gwcc cannot move to the device (double (*)(double))
#pragma acc kernels loop copyin(fn) copy(a[0:n])
    for (int i = 0; i < n; i++) { a[i] = fn != 0; fn = 0; }
}
