// The CUDA file points back at the user's file: a #line before each type it
// copies and before each kernel body; the rewritten loop header keeps its
// line, so the body's statements keep their line numbers.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/cuda_line_directive.gw.cu

struct pt { float x, y; };
// CHECK: #line [[@LINE-1]] "{{.*}}cuda_line_directive.c"
// CHECK-NEXT: struct pt { float x, y; };

void f(struct pt *p, int n)
{
// CHECK: extern "C" __global__ void cuda_line_directive_L[[@LINE+4]](
// CHECK: #line [[@LINE+4]] "{{.*}}cuda_line_directive.c"
// CHECK-NEXT: {{^}}{ long long gw_n0_0 = {{.*}}int i = (int)((0) + ({{long long|unsigned}})(gw_r0 + gw_lo) * ({{long long|unsigned}})(1));{{ *$}}
// CHECK-NEXT: {{^}}        float t = p[i].x;
#pragma acc parallel loop
    for (int i = 0; i < n; i++) {
        float t = p[i].x;
        p[i].x = p[i].y;
        p[i].y = t;
    }
}
