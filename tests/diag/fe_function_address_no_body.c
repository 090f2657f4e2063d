// A function whose address device code takes is compiled for the device
// like one it calls, so one with no body here and no 'routine' directive
// is an error that says the address was taken (the kernel would call it
// through the pointer), not that it was called; a called one still says
// called.  With 'routine seq' on its declaration both build.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
double shrink(double);
double grow(double);
#pragma acc routine seq
double keep(double);

typedef double (*op_fn)(double);

void apply(int n, double *a, int which)
{
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) {
// CHECK: fe_function_address_no_body.c:[[@LINE+1]]:34: error: function 'shrink' has its address taken (the device would call it through the pointer) in a compute region but its body is not visible and it has no 'routine' directive
        op_fn f = which ? keep : shrink;
// CHECK: fe_function_address_no_body.c:[[@LINE+1]]:16: error: function 'grow' is called in a compute region but its body is not visible
        a[i] = grow(f(a[i]));
    }
}
