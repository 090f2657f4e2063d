// The barrier after a vector loop (Loop.sync_after, from the AST's
// Loop.ends_kernel): none when only empty statements and braces follow the
// loop in its kernel, __syncthreads() when code follows; a kernel that is
// one nest, blocks, empty statements and #pragma unroll aside
// (Kernel.sole_loop), still runs on a 2-D grid.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/cuda_loop_barrier.gw.cu
// RUN: %gwcc --info -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO

void ends(float *a, int n)
{
// CHECK: extern "C" __global__ void cuda_loop_barrier_L[[@LINE+1]](
#pragma acc parallel num_gangs(1)
    {
        {
#pragma acc loop vector
            for (int i = 0; i < n; i++) a[i] = 1.0f;
            ;
        }
        ;
    }
// CHECK: a[i] = 1.0f; }}{{$}}
}

void follows(float *a, int n)
{
// CHECK: extern "C" __global__ void cuda_loop_barrier_L[[@LINE+1]](
#pragma acc parallel num_gangs(1)
    {
#pragma acc loop vector
        for (int i = 0; i < n; i++) a[i] = 1.0f;
        a[0] = 2.0f;
    }
// CHECK: a[i] = 1.0f; }__syncthreads(); }{{$}}
}

void nest(float *a, int n, int m)
{
// INFO: {{.*}}cuda_loop_barrier.c:[[@LINE+1]]: parallel: kernel cuda_loop_barrier_L[[@LINE+1]]{{$}}
#pragma acc parallel
    {
        ;
        {
#pragma acc loop gang
// INFO-NEXT: {{.*}}:[[@LINE+1]]:   loop over 'i': grid y
            for (int i = 0; i < n; i++) {
#pragma acc loop vector
                for (int j = 0; j < m; j++)
                    a[i * m + j] = 0.0f;
            }
        }
    }
// INFO: launch: 2-D grid over the nest
}

void nest_unroll(float *a, int n, int m)
{
// INFO: {{.*}}cuda_loop_barrier.c:[[@LINE+1]]: parallel: kernel cuda_loop_barrier_L[[@LINE+1]]{{$}}
#pragma acc parallel
    {
#pragma acc loop gang
#pragma unroll 2
// INFO-NEXT: {{.*}}:[[@LINE+1]]:   loop over 'i': grid y
        for (int i = 0; i < n; i++) {
#pragma acc loop vector
            for (int j = 0; j < m; j++)
                a[i * m + j] = 0.0f;
        }
    }
// INFO: launch: 2-D grid over the nest
}
