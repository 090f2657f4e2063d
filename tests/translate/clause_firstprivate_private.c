// firstprivate(x) passes x by value; private(t) declares t in the kernel
// with no parameter.
// RUN: %gwcc --dump-ir -fsyntax-only %s | FileCheck %s --check-prefix=IR
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s --check-prefix=CUDA < %t.d/clause_firstprivate_private.gw.cu

void f(float *a, int n, float x, float t)
{
// IR: {{.*}}clause_firstprivate_private.c:[[@LINE+4]]: parallel loop
// IR-DAG: var x: value{{$}}
// IR-DAG: var t: private{{$}}
// CUDA: extern "C" __global__ void clause_firstprivate_private_L[[@LINE+1]]({{.*}}float x{{.*}})
#pragma acc parallel loop firstprivate(x) private(t)
    for (int i = 0; i < n; i++) {
        t = a[i] * x;
        a[i] = t + 1.0f;
    }
// CUDA-NOT: gw_ref_t
// CUDA: float t;
}
