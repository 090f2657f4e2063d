// --keep leaves the translator's output beside the output file, named after
// the source's stem: STEM.gw.c (host C), STEM.gw.cu (kernels) and
// STEM.gw.fatbin.  Both carry #line directives naming the user's file, so
// compiler messages point at it; without --keep nothing is left behind.
// RUN: rm -rf %t.d && mkdir -p %t.d/out
// RUN: %gwcc --keep %s -o %t.d/out/prog
// RUN: test -f %t.d/out/driver_keep.gw.c && test -f %t.d/out/driver_keep.gw.cu
// RUN: test -f %t.d/out/driver_keep.gw.fatbin && test -x %t.d/out/prog
// RUN: FileCheck %s --check-prefix=HOST < %t.d/out/driver_keep.gw.c
// RUN: FileCheck %s --check-prefix=CUDA < %t.d/out/driver_keep.gw.cu
// RUN: %gwcc --keep -c %s -o %t.d/obj.o && test -f %t.d/driver_keep.gw.c
// RUN: rm -rf %t.d/plain && mkdir %t.d/plain && %gwcc %s -o %t.d/plain/prog
// RUN: ls %t.d/plain | FileCheck %s --check-prefix=LS

// LS-NOT: .gw.
// LS: prog
// LS-NOT: .gw.

// HOST: #line 1 "{{/.*}}/driver_keep.c"
// HOST: #line [[@LINE+6]] "{{/.*}}/driver_keep.c"
// HOST: gw_site gw_s = {"{{/.*}}/driver_keep.c", [[@LINE+5]], "parallel loop"};
// CUDA: extern "C" __global__ void driver_keep_L[[@LINE+4]](
// CUDA: #line [[@LINE+4]] "{{/.*}}/driver_keep.c"
void f(float *a, int n)
{
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++)
        a[i] = a[i] * 3.0f + 1.0f;
}
int main(void) { float a[4] = {1, 2, 3, 4}; f(a, 4); return a[3] != 13.0f; }
