// The loops of a routine worker are spread over every thread of the gang
// that calls it, those of a routine gang's gang loops over every thread of
// every gang; a call inside a loop of the routine's level (or below) runs
// the sequential copy, whole, and --info says which call and why; a kernel
// whose gangs call a routine worker gets vector lanes and is not packed.
// RUN: %gwcc --info -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s --check-prefix=CUDA < %t.d/info_routine_worker_gang.gw.cu
// RUN: FileCheck %s --check-prefix=HOST < %t.d/info_routine_worker_gang.gw.c

#pragma acc routine worker
void rows(float *y, int r, int m)
{
#pragma acc loop worker
// INFO-DAG: {{.*}}info_routine_worker_gang.c:[[@LINE+1]]: routine 'rows' worker: loop over 'i' partitioned across the threads of the gang that calls it (threadIdx.y, threadIdx.x){{$}}
    for (int i = 0; i < r; i++)
#pragma acc loop vector
        for (int j = 0; j < m; j++)
            y[i * m + j] *= 2.0f;
}

#pragma acc routine gang
void all(float *y, int n)
{
#pragma acc loop gang
// INFO-DAG: {{.*}}info_routine_worker_gang.c:[[@LINE+1]]: routine 'all' gang: loop over 'k' partitioned across every thread of every gang (blockIdx, threadIdx){{$}}
    for (int k = 0; k < n; k++)
        y[k] += 1.0f;
}

#pragma acc routine gang
// INFO-DAG: {{.*}}info_routine_worker_gang.c:[[@LINE+1]]: routine 'bad' gang: its loops run sequentially in each calling thread: it writes memory at line [[@LINE+3]], outside its loops{{$}}
void bad(float *y, int n)
{
    y[0] = 0;
#pragma acc loop gang
    for (int k = 1; k < n; k++)
        y[k] = 0;
}

void f(int n, int m, float *y)
{
#pragma acc parallel loop gang copy(y[0:n*m])
    for (int g = 0; g < n; g += 4)
        rows(&y[g * m], g + 4 <= n ? 4 : n - g, m);
#pragma acc parallel loop gang num_workers(4) copy(y[0:n*m])
    for (int g = 0; g < n; g++) {
#pragma acc loop worker
// INFO-DAG: {{.*}}info_routine_worker_gang.c:[[@LINE+2]]: routine 'rows' worker: this call runs its loops sequentially in each calling thread: it is in the worker loop at line [[@LINE+1]]{{$}}
        for (int w = 0; w < 1; w++)
            rows(&y[g * m], 1, m);
    }
#pragma acc parallel num_gangs(8) copy(y[0:n*m])
    {
        all(y, n * m);
        bad(y, n);
    }
}
// CUDA: static __device__ void gw_vec_all(float *y, int n)
// CUDA: gw_vi += (long long)::gridDim.x * ::gridDim.y * ::gridDim.z * ::blockDim.y * ::blockDim.x)
// CUDA: static __device__ void gw_vec_rows(float *y, int r, int m)
// CUDA: for (long long gw_vi = (long long)::threadIdx.y * ::blockDim.x + ::threadIdx.x; gw_vi < gw_vn; gw_vi += (long long)::blockDim.y * ::blockDim.x)
// CUDA: } __syncthreads(); }
// CUDA-NOT: gw_vec_bad
// CUDA: gw_vec_rows(&y[g * m], g + 4 <= n ? 4 : n - g, m); }}
// CUDA: int w = (int)((0) + gw_r1 * (unsigned)(1)); rows(&y[g * m], 1, m); }}
// CUDA: {{^}}        gw_vec_all(y, n * m);
// CUDA-NEXT: { if (::blockIdx.x == 0 && 1) { bad(y, n); }
// the first kernel: gangs of 128 lanes, one a block (not packed)
// HOST: gw_bx = 128; gw_by = 1;
