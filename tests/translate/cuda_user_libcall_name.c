// A function of the user's own named like one of CUDA's math functions
// (rsqrt), called in a compute region without a routine directive: the
// device calls the user's, compiled for it (renamed gw_c_rsqrt there),
// not an undefined name.  Found by tools/fuzz.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/cuda_user_libcall_name.gw.cu
// CHECK: #define rsqrt gw_c_rsqrt
// CHECK: __device__ double rsqrt(double x) { return x * x - 1; }

double rsqrt(double x) { return x * x - 1; }

void f(double *a, int n)
{
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++)
        a[i] = rsqrt(a[i]);
}
