// An atomic construct's x of a complex type wider than 8 bytes (double
// _Complex, long double _Complex): the device has no atomic operation that
// wide, so every form (read, write, update, capture) is a located error, in
// every mode: -fsyntax-only, -acc=host and the GPU build, in a compute
// construct, in a routine and in host code.  A float _Complex is taken
// (cuda_atomic_complex.c: its forms are 64-bit atomics on the device).
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -acc=host -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:

#pragma acc routine seq
static void add(double _Complex *z, double _Complex w)
{
// CHECK: atomic_complex.c:[[@LINE+2]]:9: error: an atomic update of '*z', of type '_Complex double', is not supported (the device's atomic operations take at most 8 bytes); keep its real and imaginary parts in two variables, or use a reduction
#pragma acc atomic update
        *z += w;
}

void g(int n, double _Complex *out)
{
    double _Complex z = 0, v;
    long double _Complex l = 0;
    float _Complex f = 0, fv;
#pragma acc parallel loop copy(z, l, f) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
// CHECK: atomic_complex.c:[[@LINE+2]]:13: error: an atomic read of 'z', of type '_Complex double'
#pragma acc atomic read
        v = z;
// CHECK: atomic_complex.c:[[@LINE+2]]:9: error: an atomic write of 'z', of type '_Complex double'
#pragma acc atomic write
        z = i;
// CHECK: atomic_complex.c:[[@LINE+2]]:9: error: an atomic update of 'l', of type '_Complex long double'
#pragma acc atomic
        l += 1;
// CHECK: atomic_complex.c:[[@LINE+2]]:13: error: an atomic capture of 'z', of type '_Complex double'
#pragma acc atomic capture
        v = z++;
// CHECK: atomic_complex.c:[[@LINE+2]]:18: error: an atomic capture of 'z', of type '_Complex double'
#pragma acc atomic capture
        { v = z; z = i; }
#pragma acc atomic read
        fv = f;
#pragma acc atomic write
        f = i;
#pragma acc atomic capture
        fv = f += 2;
        add(&out[i], v + fv);
    }
// CHECK: atomic_complex.c:[[@LINE+2]]:5: error: an atomic update of 'z', of type '_Complex double'
#pragma acc atomic update
    z *= 2;
}
