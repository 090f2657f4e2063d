// An enum meeting a complex number in device code: C converts it (to its
// integer type, then to the real type, then to the complex one); gw_cplx's
// constructors and operators take C's arithmetic types, not enums, so the
// CUDA text casts the enum at its first conversion.  An enum's constant is
// an int in C and of its enum in C++: cast too.  Found by tools/fuzz.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc --keep -c %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/cuda_complex_enum.gw.cu
// RUN: %gwcc -acc=host %s -o %t.d/host -lm && %t.d/host
#include <complex.h>

enum ee { Q0, Q1, Q2 };

int main(void)
{
    double a[100];
    enum ee e = Q2;
    double _Complex z = 1.0 + 2.0 * I;
#pragma acc parallel loop copyout(a) copyin(e, z)
    for (int i = 0; i < 100; i++) {
// CHECK: gw_cplx<double> v = ((double)(e));
        double _Complex v = e;
// CHECK: gw_cplx<double> w = z * ((unsigned int)(e)) + ((unsigned int)(e));
        double _Complex w = z * e + e;
// CHECK: w += ((unsigned int)(e));
        w += e;
// CHECK: w = w / ((unsigned int)(e)) - ((double)(Q1));
        w = w / e - Q1;
// CHECK: gw_cplx<float> f = ((float)(Q2));
        float _Complex f = Q2;
// CHECK: a[i] = creal(v) + creal(w) + crealf(f) + (((unsigned int)(e)) == z) + e;
        a[i] = creal(v) + creal(w) + crealf(f) + (e == z) + e;
    }
    /* v = 2, w = (z * 2 + 2 + 2) / 2 - 1 = 1 + 2i + 1 = 2 + 2i, f = 2 */
    return a[7] != 2 + 2 + 2 + 0 + 2;
}
