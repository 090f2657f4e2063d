// A routine's prototype the user declared 'extern': the device code drops that
// 'extern' (redundant on a function) after the extern "C" of a relocatable
// unit, where NVRTC refuses a second storage class (docs/jit-plan.md 1.2).
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: %gwcc --keep -c %s -o %t.d/a.o
// RUN: FileCheck %s < %t.d/cuda_routine_user_extern.gw.cu

// CHECK: extern "C" __device__ double ext_norm(double x);
// CHECK-NOT: extern double ext_norm

#pragma acc routine seq
extern double ext_norm(double x);

void f(double *a, int n)
{
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] = ext_norm(a[i]);
}
