// A call in device code of a function with a K&R definition, with more or
// fewer arguments than its parameters: undefined in C (gcc takes it
// silently); the device's copy has a prototype, so before, nvcc rejected
// the generated CUDA.  A located error in the modes that build for the GPU;
// -acc=host and calls on the host keep C's rules.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %gwcc -acc=host -fsyntax-only %s
double axpy(a, x, y)
    double a, x, y;
{
    return a * x + y;
}

double host_only(void) { return axpy(1.0, 2.0) + axpy(1.0, 2.0, 3.0, 4.0); }

void run(double *v, int n)
{
#pragma acc parallel loop copy(v[0:n])
    for (int i = 0; i < n; i++) {
// CHECK: knr_call_arg_count.c:[[@LINE+1]]:16: error: 'axpy' is called with 2 arguments, but its definition (K&R style, without a prototype) has 3 parameters
        v[i] = axpy(2.0, v[i]);
// CHECK: knr_call_arg_count.c:[[@LINE+1]]:23: error: 'axpy' is called with 4 arguments
        v[i] = v[i] + axpy(2.0, v[i], 1.0, 0.0);
        v[i] = axpy(0.5, v[i], 1.0);
    }
}
