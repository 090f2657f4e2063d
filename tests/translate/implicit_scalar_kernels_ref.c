// In a kernels construct a scalar that the region assigns is copied (passed
// by reference, so the host sees the new value); one that is only read is
// passed by value.
// RUN: %gwcc --dump-ir -fsyntax-only %s | FileCheck %s --check-prefix=IR
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s --check-prefix=CUDA < %t.d/implicit_scalar_kernels_ref.gw.cu

void f(float *a, int n, int last)
{
// IR: {{.*}}implicit_scalar_kernels_ref.c:[[@LINE+4]]: kernels{{$}}
// IR-DAG: var last: ref{{$}}
// IR-DAG: var n: value{{$}}
// CUDA: extern "C" __global__ void implicit_scalar_kernels_ref_L[[@LINE+1]]({{.*}}int *gw_ref_last{{.*}})
#pragma acc kernels
    {
        for (int i = 0; i < n; i++)
            a[i] = 1.0f;
        last = n - 1;
    }
// CUDA-NEXT: {
// CUDA-NEXT: int &last = *gw_ref_last;
}
