// RUN: not %gwcc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %gwcc -acc=host -c %s -o %t.host.o
// RUN: %gwcc -c -DSUPPORTED %s -o %t.ok.o
// float, double and long double _Complex run on the GPU (as gangway_dev.h's
// gw_cplx, long double computed in double); GNU's integer complex types
// have no device version: refused for the GPU (a free variable, or a local
// of the construct), accepted with -acc=host.
#ifdef SUPPORTED
#include <complex.h>
double _Complex za[100];
float _Complex zf[100];
long double _Complex zl[100];
double f(void)
{
    double _Complex s = 0;
    float _Complex sf = 1;
    long double _Complex sl = 0;
#pragma acc parallel loop reduction(+:s, sl) reduction(*:sf) copyin(za, zf, zl)
    for (int i = 0; i < 100; i++) { s += za[i]; sf *= zf[i]; sl += zl[i] * 2; }
    return __real__ s + __imag__ sf + cimagl(sl);
}
#else
int _Complex za[100];
void f(void)
{
    long _Complex s = 0;
// CHECK: {{.*}}fe_complex_device.c:[[@LINE+1]]:1: error: 's' has an integer complex type: on the GPU gwcc computes with float, double and long double _Complex only; build with -acc=host, or use double _Complex
#pragma acc parallel loop reduction(+:s)
    for (int i = 0; i < 100; i++) s += za[i];
    double re[100];
// CHECK: {{.*}}fe_complex_device.c:[[@LINE+1]]:1: error: a variable of the construct has an integer complex type
#pragma acc parallel loop copyout(re)
    for (int i = 0; i < 100; i++) { int _Complex t = i; re[i] = __real__ t; }
}
#endif
