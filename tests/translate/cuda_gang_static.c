// gang(static: n): each gang takes n iterations at a time, in turn, its
// vector lanes across the chunk; static: * and a size the kernel cannot
// evaluate keep the grid-stride loop, and --info says so.
// RUN: %gwcc --info -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s --check-prefix=CUDA < %t.d/cuda_gang_static.gw.cu

void f(int n, int c, float *a)
{
#pragma acc parallel loop gang(static: 8) vector copy(a[0:n])
// INFO: {{.*}}:[[@LINE+1]]:   loop over 'i': gang(blockIdx.x) vector(threadIdx.x), static chunks of 8 iterations{{$}}
    for (int i = 0; i < n; i++) a[i] += 1;
// CUDA: long long gw_k0 = (long long)(8) > 0 ? (long long)(8) : 1;
// CUDA-SAME: for (long long gw_c0 = (long long)::blockIdx.x * gw_k0; gw_c0 < (long long)gw_n0; gw_c0 += (long long)::gridDim.x * gw_k0) for (unsigned gw_i0 = (unsigned)(gw_c0 + (long long)::threadIdx.x); gw_i0 < gw_n0 && (long long)gw_i0 < gw_c0 + gw_k0; gw_i0 += (unsigned)(long long)::blockDim.x)
#pragma acc parallel loop gang(static: *) copy(a[0:n])
// INFO: {{.*}}:[[@LINE+1]]:   loop over 'i': gang(blockIdx.x){{$}}
    for (int i = 0; i < n; i++) a[i] += 1;
#pragma acc parallel loop gang(static: c) copy(a[0:n])
// INFO: {{.*}}:[[@LINE+1]]:   loop over 'i': gang(blockIdx.x), gang static size left to gwcc: its size is not a constant or a variable the construct reads{{$}}
    for (int i = 0; i < n; i++) a[i] += 1;
#pragma acc parallel loop gang(static: c) copy(a[0:n])
// INFO: {{.*}}:[[@LINE+1]]:   loop over 'i': gang(blockIdx.x), static chunks of c iterations{{$}}
    for (int i = 0; i < n; i++) a[i] += c;
}
