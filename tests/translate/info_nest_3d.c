// --info for the 3-D nest schedule: collapse(2) gang over z and y, vector
// over x; z on the grid's z in runs per thread, y on threadIdx.y/blockIdx.y.
// RUN: %gwcc --info -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *p, float *q, int n)
{
// CHECK: {{.*}}info_nest_3d.c:[[@LINE+1]]: parallel loop: kernel info_nest_3d_L[[@LINE+1]]{{$}}
#pragma acc parallel loop gang collapse(2) copyin(p[0:n*n*n]) copyout(q[0:n*n*n])
// CHECK-NEXT: {{.*}}:[[@LINE+1]]:   loop over 'z': grid z (blockIdx.z), several iterations per thread{{$}}
    for (int z = 1; z < n - 1; z++)
// CHECK-NEXT: {{.*}}:[[@LINE+1]]:     loop over 'y': grid y (threadIdx.y + blockIdx.y){{$}}
        for (int y = 1; y < n - 1; y++) {
#pragma acc loop vector
// CHECK-NEXT: {{.*}}:[[@LINE+1]]:       loop over 'x': grid x (threadIdx.x + blockIdx.x): the innermost loop{{$}}
            for (int x = 1; x < n - 1; x++)
                q[(z * n + y) * n + x] = p[(z * n + y) * n + x - 1] + p[((z + 1) * n + y) * n + x];
        }
// CHECK-NEXT: {{.*}}:   launch: 3-D grid over the nest, blocks of 32x8 threads, the outermost loop in runs per thread{{$}}
}
