// Arrays only read in a region get a const __restrict__ parameter in a second
// kernel (suffix _r); the host picks it when gw_distinct says the device
// arrays do not overlap.  -fno-gw-readonly turns the variant off.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s --check-prefix=CUDA < %t.d/cuda_readonly_restrict.gw.cu
// RUN: FileCheck %s --check-prefix=HOST < %t.d/cuda_readonly_restrict.gw.c
// RUN: rm -rf %t.e && mkdir -p %t.e && %gwcc -c --keep -fno-gw-readonly %s -o %t.e/out.o
// RUN: FileCheck %s --check-prefix=OFF < %t.e/cuda_readonly_restrict.gw.cu

void scale(float *y, const float *x, float *z, int n)
{
// CUDA: __global__ void cuda_readonly_restrict_L[[@LINE+5]](int n, float *y, const float *x, float *z, long long gw_lo, long long gw_hi)
// CUDA: __global__ void cuda_readonly_restrict_L[[@LINE+4]]_r(int n, float *__restrict__ y, const float *__restrict__ x, const float *__restrict__ z, long long gw_lo, long long gw_hi)
// HOST: int gw_noalias = gw_distinct(&gw_s, gw_dv, 3);
// HOST-SAME: gw_noalias ? &gw_k_cuda_readonly_restrict_L[[@LINE+2]]_r : &gw_k_cuda_readonly_restrict_L[[@LINE+2]],
// OFF-NOT: _r(
#pragma acc parallel loop copyout(y[0:n]) copyin(x[0:n], z[0:n])
    for (int i = 0; i < n; i++) y[i] = 2.0f * x[i] + z[i];
}
