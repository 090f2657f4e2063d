// C11's _Atomic types have no CUDA version (C++ has std::atomic, nvcc's
// device code neither): one in a compute construct, in a clause or in a
// function the device calls is an error where it is first named, with
// what to use instead, rather than nvcc's errors in the generated CUDA.
// -acc=host takes it.  Found by tools/fuzz.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %gwcc -acc=host -c %s -o %t.o

static int bump(int x)
{
// CHECK-DAG: fe_atomic_type_device.c:[[@LINE+1]]:5: error: type '_Atomic(int)' has no device version: nvcc cannot compile it in 'bump', which the device calls; use the plain type and 'acc atomic' there, or build with -acc=host
    _Atomic int y = x;
    return y + 1;
}

void f(int n, float *y)
{
    _Atomic int total = 0;
    int hits = 0;
// CHECK-DAG: fe_atomic_type_device.c:[[@LINE+1]]:38: error: 'total' in 'copy' has type '_Atomic(int)', which has no device version; use the plain type and 'acc atomic', or build with -acc=host
#pragma acc parallel loop copy(hits, total) copyin(y[0:n])
    for (int i = 0; i < n; i++) {
// CHECK-DAG: fe_atomic_type_device.c:[[@LINE+1]]:9: error: type '_Atomic(int)' has no device version: nvcc cannot compile it in the kernels of this construct; use the plain type and 'acc atomic' there
        total += y[i] > 0;
#pragma acc atomic update
        hits += bump(i) > 0;
    }
}
