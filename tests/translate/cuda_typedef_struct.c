// 'typedef struct tag { ... } name;' is copied to the CUDA file once, so
// the kernel compiles.
// FAILS with gwcc 0.1.0: the struct is emitted twice (once as the
// StructDecl, once inside the TypedefDecl), nvcc stops with
// 'class "pt" has already been defined'; for 'typedef struct { ... } pt;'
// nvcc warns "declaration does not declare anything" (#64-D).
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/cuda_typedef_struct.gw.cu

typedef struct pt { float x, y; } pt;
typedef struct { float w; } weight;
// CHECK-COUNT-1: { float x, y; }
// CHECK-NOT: { float x, y; }
// CHECK-NOT: struct { float w; };

void f(pt *p, weight *w, int n)
{
#pragma acc parallel loop
    for (int i = 0; i < n; i++) p[i].x = p[i].y * w[i].w;
}
