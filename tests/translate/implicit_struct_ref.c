// A struct used in a region with no data clause is copied to the device and
// reached through a reference (ref).
// RUN: %gwcc --dump-ir -fsyntax-only %s | FileCheck %s --check-prefix=IR
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s --check-prefix=CUDA < %t.d/implicit_struct_ref.gw.cu

struct params { float scale; float shift[4]; };

void f(float *a, int n, struct params pr)
{
// IR: {{.*}}implicit_struct_ref.c:[[@LINE+3]]: parallel loop
// IR-DAG: var pr: ref{{$}}
// CUDA: extern "C" __global__ void implicit_struct_ref_L[[@LINE+1]]({{.*}}struct params *gw_ref_pr{{.*}})
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
        a[i] = a[i] * pr.scale + pr.shift[i % 4];
// CUDA: struct params &pr = *gw_ref_pr;
}
