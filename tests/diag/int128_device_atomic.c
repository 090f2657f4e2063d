// __int128 has no atomic operation on the device (they take at most 8
// bytes): an atomic update or capture of one in a compute construct is a
// located error, not CUDA that nvcc refuses (a static assertion in
// gangway_dev.h); the -acc=host build takes it.  Found by tools/fuzz.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %gwcc -acc=host -fsyntax-only %s

void f(int n)
{
    __int128 x = 0, c = 0;
#pragma acc parallel loop copy(x, c)
    for (int i = 0; i < n; i++) {
// CHECK: int128_device_atomic.c:[[@LINE+2]]:9: error: an atomic update of 'x', of type '__int128', is not supported on the device (at most 8 bytes)
#pragma acc atomic update
        x += i;
// CHECK: int128_device_atomic.c:[[@LINE+2]]:13: error: an atomic update of 'x', of type '__int128', is not supported on the device
#pragma acc atomic capture
        c = x++;
    }
#pragma acc atomic update
    x += 1;
}
