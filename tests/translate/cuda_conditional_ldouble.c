// c ? a : b whose branches C converts to long double or a complex type:
// gw_ldouble and gw_cplx convert to and from the other branch's type, so
// C++ finds the conditional ambiguous; the CUDA text casts the branch C
// converts.  (A max reduction's x = x > i ? x : i on a long double.)
// Found by tools/fuzz.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc --keep -c %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/cuda_conditional_ldouble.gw.cu
// RUN: %gwcc -acc=host %s -o %t.d/host -lm && %t.d/host
#include <complex.h>

int main(void)
{
    double a[100];
    long double ld = 2, m = 0;
    double _Complex z = 1;
    float _Complex zf = 2;
    float f = 1;
#pragma acc parallel loop copyout(a) copyin(ld, z, zf, f) reduction(max:m)
    for (int i = 0; i < 100; i++) {
// CHECK: gw_ldouble x = i > 3 ? ld : ((gw_ldouble)(i));
        long double x = i > 3 ? ld : i;
// CHECK: gw_ldouble y = i > 3 ? ((gw_ldouble)(1.0)) : ld;
        long double y = i > 3 ? 1.0 : ld;
// CHECK: gw_ldouble w = i > 3 ? ((gw_ldouble)(f)) : ld;
        long double w = i > 3 ? f : ld;
// CHECK: gw_cplx<double> u = i > 3 ? z : ((gw_cplx<double>)(i));
        double _Complex u = i > 3 ? z : i;
// CHECK: gw_cplx<double> t = i > 3 ? ((gw_cplx<double>)(zf)) : z;
        double _Complex t = i > 3 ? zf : z;
// CHECK: m = m > i ? m : ((gw_ldouble)(i));
        m = m > i ? m : i;
        a[i] = x + y + w + creal(u) + creal(t);
    }
    return a[2] != 2 + 2 + 2 + 2 + 1 || a[9] != 2 + 1 + 1 + 1 + 2 || m != 99;
}
