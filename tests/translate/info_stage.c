// --info for shared-memory staging: the matmul pattern's operands in rows
// and columns of tiles, the n-body pattern's operands shared by the block
// (several of them packed into one tile element).
// RUN: %gwcc --info -fsyntax-only %s 2>&1 | FileCheck %s

void mm(int n, const float *restrict A, const float *restrict B, float *restrict C)
{
// CHECK: {{.*}}info_stage.c:[[@LINE+1]]: parallel loop: kernel info_stage_L[[@LINE+1]]{{$}}
#pragma acc parallel loop gang vector collapse(2) present(A[0:n*n], B[0:n*n], C[0:n*n])
// CHECK-NEXT: {{.*}}:[[@LINE+1]]:   loop over 'i': grid y (threadIdx.y + blockIdx.y){{$}}
    for (int i = 0; i < n; i++)
// CHECK-NEXT: {{.*}}:[[@LINE+1]]:     loop over 'j': grid x (threadIdx.x + blockIdx.x): the innermost loop{{$}}
        for (int j = 0; j < n; j++) {
            float s = 0.0f;
#pragma acc loop seq
// CHECK-NEXT: {{.*}}:[[@LINE+1]]:       loop over 'k': sequential: scalar 's' is assigned in the loop{{$}}
            for (int k = 0; k < n; k++)
                s += A[i * n + k] * B[k * n + j];
// CHECK-DAG: {{.*}}:{{[0-9]+}}:         'B[k * n + j]' staged in shared memory, 32 iterations a tile (one column per threadIdx.x){{$}}
// CHECK-DAG: {{.*}}:{{[0-9]+}}:         'A[i * n + k]' staged in shared memory, 32 iterations a tile (one row per threadIdx.y){{$}}
            C[i * n + j] = s;
        }
// CHECK: {{.*}}:   launch: 2-D grid over the nest, blocks of 32x8 threads{{$}}
// CHECK-NEXT: {{.*}}:   staged variant info_stage_L{{[0-9]+}}_s when each thread gets exactly one point{{$}}
}

void nb(int n, const float *restrict x, float *restrict f)
{
// CHECK: {{.*}}info_stage.c:[[@LINE+1]]: parallel loop: kernel info_stage_L[[@LINE+1]]{{$}}
#pragma acc parallel loop gang vector present(x[0:n], f[0:n])
// CHECK-NEXT: {{.*}}:[[@LINE+1]]:   loop over 'i': gang(blockIdx.x) vector(threadIdx.x){{$}}
    for (int i = 0; i < n; i++) {
        float a = 0.0f;
// CHECK-NEXT: {{.*}}:[[@LINE+1]]:     loop over 'j': sequential: {{.*}}
        for (int j = 0; j < n; j++)
            a += x[j] - x[i];
// CHECK-NEXT: {{.*}}:{{[0-9]+}}:       'x[j]' staged in shared memory, 16 KiB (128 to 1024 iterations) a tile (shared by the whole block){{$}}
        f[i] = a;
    }
// CHECK-NEXT: {{.*}}:   launch: 1-D grid, up to 64 threads a gang (fewer for short loops); gangs from the trip count{{$}}
// CHECK-NEXT: {{.*}}:   staged variant info_stage_L{{[0-9]+}}_s when each thread gets exactly one point{{$}}
}

void nb3(int n, const float *restrict x, const float *restrict y, const float *restrict m, float *restrict f)
{
// CHECK: {{.*}}info_stage.c:[[@LINE+1]]: parallel loop: kernel info_stage_L[[@LINE+1]]{{$}}
#pragma acc parallel loop gang vector present(x[0:n], y[0:n], m[0:n], f[0:n])
    for (int i = 0; i < n; i++) {
        float a = 0.0f;
        for (int j = 0; j < n; j++)
            a += m[j] * (x[j] - x[i]) * (y[j] - y[i]);
// CHECK-DAG: {{.*}}:{{[0-9]+}}:       'x[j]' staged in shared memory, 16 KiB (128 to 1024 iterations) a tile (shared by the whole block, packed with the block's other operands){{$}}
// CHECK-DAG: {{.*}}:{{[0-9]+}}:       'y[j]' staged in shared memory, 16 KiB (128 to 1024 iterations) a tile (shared by the whole block, packed with the block's other operands){{$}}
// CHECK-DAG: {{.*}}:{{[0-9]+}}:       'm[j]' staged in shared memory, 16 KiB (128 to 1024 iterations) a tile (shared by the whole block, packed with the block's other operands){{$}}
        f[i] = a;
    }
// CHECK: {{.*}}:   staged variant info_stage_L{{[0-9]+}}_s when each thread gets exactly one point{{$}}
}
