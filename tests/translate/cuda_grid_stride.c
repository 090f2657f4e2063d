// A gang-vector loop becomes a grid-stride loop over
// blockIdx.x * blockDim.x + threadIdx.x with stride gridDim.x * blockDim.x;
// the user's index variable is recomputed from it in the body.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/cuda_grid_stride.gw.cu

void f(float *a, int lo, int hi)
{
// CHECK: extern "C" __global__ void cuda_grid_stride_L[[@LINE+1]](
#pragma acc parallel loop
// CHECK: #line [[@LINE+5]] "{{.*}}cuda_grid_stride.c"
// CHECK-NEXT: { long long gw_n0_0 = gw_share({{.*}}, gw_lo, gw_hi); {{long long|unsigned}} gw_n0 = gw_n0_0;
// CHECK-SAME: for ({{long long|unsigned}} gw_i0 = {{(\(unsigned\))?}}((long long)::blockIdx.x * ::blockDim.x + ::threadIdx.x); gw_i0 < gw_n0; gw_i0 += {{(\(unsigned\))?}}((long long)::gridDim.x * ::blockDim.x))
// CHECK-SAME: { {{long long|unsigned}} gw_r0 = gw_i0; int i = (int)((lo) + ({{long long|unsigned}})(gw_r0 + gw_lo) * ({{long long|unsigned}})((3)));
// CHECK-SAME: a[i] = 0.0f; }}
    for (int i = lo; i < hi; i += 3) a[i] = 0.0f;
}
