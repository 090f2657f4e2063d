// --info for the 2-D nest schedule (gang rows, vector columns): both loops
// on the grid, the rows in runs per thread, and the launch.
// RUN: %gwcc --info -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *restrict a, const float *restrict b, int n, int m)
{
// CHECK: {{.*}}info_nest_2d.c:[[@LINE+1]]: parallel loop: kernel info_nest_2d_L[[@LINE+1]]{{$}}
#pragma acc parallel loop gang
// CHECK-NEXT: {{.*}}:[[@LINE+1]]:   loop over 'i': grid y (threadIdx.y + blockIdx.y), several iterations per thread{{$}}
    for (int i = 0; i < n; i++) {
#pragma acc loop vector
// CHECK-NEXT: {{.*}}:[[@LINE+1]]:     loop over 'j': grid x (threadIdx.x + blockIdx.x): the innermost loop{{$}}
        for (int j = 0; j < m; j++)
            a[i * m + j] = b[i * m + j] * 2.0f;
    }
// CHECK-NEXT: {{.*}}:   launch: 2-D grid over the nest, blocks of 128x1 threads, the outermost loop in runs per thread{{$}}
// CHECK-NEXT: {{.*}}:   'a' read and written on the device{{$}}
// CHECK-NEXT: {{.*}}:   'b' read only on the device{{$}}
}
