// A reduction on an __int128 (a scalar, a struct's member, an array's
// subarray) has no combining operation on the device (its atomics and
// shuffles take at most 8 bytes): a located error, not CUDA that nvcc
// refuses; the -acc=host build takes it.  Found by tools/fuzz.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %gwcc -acc=host -fsyntax-only %s

struct S { unsigned __int128 v; int k; };

void f(int n)
{
    __int128 x = 0, arr[4] = {0};
    struct S s = {0, 0};
// CHECK: int128_device_reduction.c:[[@LINE+1]]:39: error: a reduction on 'x', of type '__int128', is not supported on the device (its combining operations take at most 8 bytes); reduce into a long long, or build with -acc=host
#pragma acc parallel loop reduction(+:x)
    for (int i = 0; i < n; i++) x += i;
// CHECK: int128_device_reduction.c:[[@LINE+1]]:41: error: a reduction on 's.v', of type 'unsigned __int128', is not supported on the device
#pragma acc parallel loop reduction(max:s.v)
    for (int i = 0; i < n; i++) s.v = s.v > i ? s.v : i;
// CHECK: int128_device_reduction.c:[[@LINE+1]]:39: error: a reduction on 'arr', of type '__int128', is not supported on the device
#pragma acc parallel loop reduction(^:arr[0:2])
    for (int i = 0; i < n; i++) arr[i % 2] ^= i;
}
