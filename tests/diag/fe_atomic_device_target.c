// The device's atomic operations take the target's address: an atomic
// update of a bit-field in a compute construct is a located error where
// nvcc would fail; the same statement in host code, and the -acc=host
// build, are fine (a double _Complex: atomic_complex.c).
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %gwcc -acc=host -fsyntax-only %s

struct B { int b : 3; int w; };

void g(int n, int *a)
{
    struct B bf = {0, 0};
    float _Complex zf = 0;
#pragma acc parallel loop copy(bf, zf)
    for (int i = 0; i < n; i++) {
// CHECK: fe_atomic_device_target.c:[[@LINE+2]]:9: error: 'bf.b' is a bit-field: the device's atomic operations need its address; use an int member
#pragma acc atomic update
        bf.b++;
#pragma acc atomic update
        bf.w++;
#pragma acc atomic
        zf += 1;
    }
#pragma acc atomic
    bf.b++;
}
