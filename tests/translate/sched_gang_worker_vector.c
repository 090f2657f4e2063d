// Three levels: gang, worker, vector on a triple nest.  The kernel uses all
// three; worker maps to threadIdx.y, vector to threadIdx.x.
// RUN: %gwcc --dump-ir -fsyntax-only %s | FileCheck %s --check-prefix=IR
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s --check-prefix=CUDA < %t.d/sched_gang_worker_vector.gw.cu

void f(float *a, int n, int m, int l)
{
// IR: kernel sched_gang_worker_vector_L[[@LINE+2]] dims gang worker vector{{$}}
// CUDA: extern "C" __global__ void sched_gang_worker_vector_L[[@LINE+1]](
#pragma acc parallel loop gang
// IR-NEXT: loop line [[@LINE+2]] var i: gang{{$}}
// CUDA: for (unsigned gw_i{{[0-9]+}} = (unsigned)(long long)::blockIdx.x; {{.*}} += (unsigned)(long long)::gridDim.x)
    for (int i = 0; i < n; i++) {
#pragma acc loop worker
// IR-NEXT: loop line [[@LINE+2]] var j: worker{{$}}
// CUDA: for (unsigned gw_i{{[0-9]+}} = (unsigned)(long long)::threadIdx.y; {{.*}} += (unsigned)(long long)::blockDim.y)
        for (int j = 0; j < m; j++) {
#pragma acc loop vector
// IR-NEXT: loop line [[@LINE+2]] var k: vector{{$}}
// CUDA: for (unsigned gw_i{{[0-9]+}} = (unsigned)(long long)::threadIdx.x; {{.*}} += (unsigned)(long long)::blockDim.x)
            for (int k = 0; k < l; k++)
                a[(i * m + j) * l + k] = (float)(i + j + k);
        }
    }
}
