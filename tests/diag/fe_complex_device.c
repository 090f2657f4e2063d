// RUN: not %gwcc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %gwcc -acc=host -c %s -o %t.host.o
// C99 _Complex in a compute construct: nvcc computes zeros with it, so gwcc
// refuses it for the GPU (a free variable, or a local of the construct), and
// accepts it with -acc=host.
double _Complex za[100];
void f(void)
{
    double _Complex s = 0;
// CHECK: {{.*}}fe_complex_device.c:[[@LINE+1]]:1: error: 's' has a complex type: gwcc cannot compute with C99 _Complex on the GPU (nvcc gives wrong results); build with -acc=host, or keep the real and imaginary parts in separate variables
#pragma acc parallel loop reduction(+:s)
    for (int i = 0; i < 100; i++) s += za[i];
    double re[100];
// CHECK: {{.*}}fe_complex_device.c:[[@LINE+1]]:1: error: a variable of the construct has a complex type
#pragma acc parallel loop copyout(re)
    for (int i = 0; i < 100; i++) { double _Complex t = i; re[i] = __real__ t; }
}
