// A kernels construct becomes one kernel per loop nest, and one serial
// kernel for the straight-line code between them; they are launched in
// order from one host site.
// RUN: %gwcc --dump-ir -fsyntax-only %s | FileCheck %s --check-prefix=IR
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep -fno-gw-readonly %s -o %t.d/out.o
// RUN: FileCheck %s --check-prefix=CUDA < %t.d/kernels_split.gw.cu
// RUN: FileCheck %s --check-prefix=HOST < %t.d/kernels_split.gw.c

void f(float *restrict a, float *restrict b, int n, float *total)
{
// IR: {{.*}}kernels_split.c:[[@LINE+1]]: kernels{{$}}
#pragma acc kernels
    {
// IR: kernel kernels_split_L[[@LINE-2]] dims gang vector{{$}}
// CUDA: extern "C" __global__ void kernels_split_L[[@LINE-3]](
// CUDA: #line [[@LINE+1]] "{{.*}}kernels_split.c"
        for (int i = 0; i < n; i++)
            a[i] = (float)i;
// IR: kernel kernels_split_L[[@LINE-7]]_k1 serial{{$}}
// CUDA: extern "C" __global__ void kernels_split_L[[@LINE-8]]_k1(
// CUDA: #line [[@LINE+1]] "{{.*}}kernels_split.c"
        total[0] = a[0];
// IR: kernel kernels_split_L[[@LINE-11]]_k2 dims gang vector{{$}}
// CUDA: extern "C" __global__ void kernels_split_L[[@LINE-12]]_k2(
// CUDA: #line [[@LINE+1]] "{{.*}}kernels_split.c"
        for (int i = 0; i < n; i++)
            b[i] = a[i] * 2.0f;
    }
// HOST: gw_launch_split(&gw_s, &gw_k_kernels_split_L[[@LINE-17]], 
// HOST-SAME: gw_launch(&gw_s, &gw_k_kernels_split_L[[@LINE-18]]_k1, 
// HOST-SAME: gw_launch_split(&gw_s, &gw_k_kernels_split_L[[@LINE-19]]_k2, 
}
