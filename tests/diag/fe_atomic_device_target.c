// The device's atomic operations take the target's address and work on up
// to 8 bytes: an atomic update of a bit-field, or of a double _Complex, in a
// compute construct is a located error where nvcc would fail; the same
// statement in host code, and the -acc=host build, are fine.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %gwcc -acc=host -fsyntax-only %s

struct B { int b : 3; int w; };

void g(int n, int *a)
{
    struct B bf = {0, 0};
    double _Complex z = 0;
    float _Complex zf = 0;
#pragma acc parallel loop copy(bf, z, zf)
    for (int i = 0; i < n; i++) {
// CHECK: fe_atomic_device_target.c:[[@LINE+2]]:9: error: 'bf.b' is a bit-field: the device's atomic operations need its address; use an int member
#pragma acc atomic update
        bf.b++;
#pragma acc atomic update
        bf.w++;
// CHECK: fe_atomic_device_target.c:[[@LINE+2]]:9: error: an atomic update of 'z', of type '_Complex double', is not supported on the device (at most 8 bytes)
#pragma acc atomic
        z += 1;
#pragma acc atomic
        zf += 1;
    }
#pragma acc atomic
    bf.b++;
}
