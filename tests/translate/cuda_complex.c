// C99 complex numbers in device code: the CUDA text spells float _Complex and
// double _Complex as gw_cplx<float> and gw_cplx<double> (parameters, locals,
// casts), <complex.h>'s I as a gw_cplx constant, and GNU __real__/__imag__ as
// gw_real/gw_imag; strings and the host file keep C's spelling.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc --keep -c %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/cuda_complex.gw.cu
// RUN: FileCheck --check-prefix=HOST %s < %t.d/cuda_complex.gw.c
#include <complex.h>
#include <stdio.h>

void f(int n, double _Complex *z, float complex *zf, double *re, double _Complex a)
{
// CHECK: __global__ void cuda_complex_L[[@LINE+1]](int n, gw_cplx<double> a, gw_cplx<double> *z, gw_cplx<float> *zf, double *re, long long gw_lo, long long gw_hi)
#pragma acc parallel loop present(z[0:n], zf[0:n], re[0:n])
    for (int i = 0; i < n; i++) {
// CHECK: gw_cplx<double> t = a * z[i] + 2.0 *
// CHECK: gw_cplx<float>(0, 1.0f)
        double _Complex t = a * z[i] + 2.0 * I;
// CHECK: zf[i] = (gw_cplx<float>)t + ("float _Complex" != 0);
        zf[i] = (float _Complex)t + ("float _Complex" != 0);
// CHECK: re[i] = gw_real( t) + gw_imag( zf[i]) + creal(t) + cabs(t) + gw_real((t));
        re[i] = __real__ t + __imag__ zf[i] + creal(t) + cabs(t) + __real__(t);
    }
}
// HOST: double _Complex t = a * z[i] + 2.0 *
// HOST-NOT: gw_cplx
