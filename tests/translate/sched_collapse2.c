// collapse(2) folds two tightly nested loops into one gang-vector loop over
// n*m iterations; the CUDA recovers i and j from one index.
// RUN: %gwcc --dump-ir -fsyntax-only %s | FileCheck %s --check-prefix=IR
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep -fno-gw-nests %s -o %t.d/out.o
// RUN: FileCheck %s --check-prefix=CUDA < %t.d/sched_collapse2.gw.cu

void f(float *a, int n, int m)
{
// CUDA: extern "C" __global__ void sched_collapse2_L[[@LINE+1]](
#pragma acc parallel loop collapse(2)
// IR: loop line [[@LINE+3]] var i: gang vector collapse(2){{$}}
// CUDA: long long gw_n0 = gw_n0_0 * gw_n0_1;
// CUDA-SAME: for (long long gw_i0 = (long long)((long long)::blockIdx.x * ::blockDim.x + ::threadIdx.x); gw_i0 < gw_n0;
    for (int i = 0; i < n; i++)
// IR-NEXT: loop line [[@LINE+3]] var j: {{.*}}(collapsed)
// CUDA: int j = (int)((0) + (gw_r0 % gw_n0_1) * (1)); gw_r0 /= gw_n0_1;
// CUDA-SAME: int i = (int)((0) + ({{long long|unsigned}})(gw_r0 + gw_lo) * ({{long long|unsigned}})(1));
        for (int j = 0; j < m; j++)
            a[i * m + j] = (float)(i - j);
// CUDA-NOT: for (int j
}
