// The CUDA of a staged nest: a plain kernel, a read-only one, and the
// staged one whose k loop runs in tiles between barriers, reading shared
// memory; the host picks the staged one only for an exact grid.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc --keep -c %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/cuda_nest_stage.gw.cu
// RUN: FileCheck --check-prefix=HOST %s < %t.d/cuda_nest_stage.gw.c

void mm(int n, const float *A, const float *B, float *C)
{
#pragma acc parallel loop gang vector collapse(2) present(A[0:n*n], B[0:n*n], C[0:n*n])
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            float s = 0.0f;
            for (int k = 0; k < n; k++)
                s += A[i * n + k] * B[k * n + j];
            C[i * n + j] = s;
        }
}
// CHECK: __global__ void cuda_nest_stage_L{{[0-9]+}}(
// CHECK: __global__ void cuda_nest_stage_L{{[0-9]+}}_r(
// CHECK: __global__ void cuda_nest_stage_L{{[0-9]+}}_s(
// CHECK: __shared__ gw_plain<__decltype(A[0])>::type gw_sh{{[0-9]+}}_{{[0-9]}}[8][32];
// CHECK: __syncthreads();
// CHECK: = A[i * n + k]; }
// CHECK: = B[k * n + j]; }
// CHECK: auto gw_f[[F:[0-9]+]] = [&](int gw_c
// CHECK: s += gw_sh{{.*}}[::threadIdx.y][gw_c{{[0-9]+}}] * gw_sh{{.*}}[gw_c{{[0-9]+}}][::threadIdx.x];
// CHECK: if (gw_e{{[0-9]+}} == 32) {
// CHECK: gw_f[[F]](gw_c{{[0-9]+}}); } else for
// HOST: gw_noalias && (gw_bx == 32 && gw_by == 8 && (long long)gw_gx * gw_bx == {{.*}}) ? &gw_k_cuda_nest_stage_L{{[0-9]+}}_s : gw_noalias ? &gw_k_cuda_nest_stage_L{{[0-9]+}}_r
