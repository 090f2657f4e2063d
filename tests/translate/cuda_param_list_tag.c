// A type defined in a function's parameter list (enum { E0, E1 } m, an
// enum with a tag) that a kernel takes: the CUDA file declares it at file
// scope, as it does a type defined with a function's variables, and an
// enum without a tag gets one there, so nvcc compiles the kernel's
// parameter list.  Found by tools/fuzz.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/cuda_param_list_tag.gw.cu
// CHECK: enum gw_enum0_L[[@LINE+4]] { E0, E1 };
// CHECK: enum shade { DARK, LIGHT };
// CHECK: __global__ void cuda_param_list_tag_L[[@LINE+4]](int n, float *a, enum gw_enum0_L[[@LINE+2]] m, enum shade s,

void f(float *a, int n, enum { E0, E1 } m, enum shade { DARK, LIGHT } s)
{
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++)
        a[i] += m == E1 ? 2 : s == LIGHT ? 1 : 0;
}
