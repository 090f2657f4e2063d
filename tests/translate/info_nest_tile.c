// tile(a, b) on a tight nest: the tile is the block, a threads along the
// innermost loop (x) and b along the outer one (y), one point each.
// RUN: %gwcc --info -fsyntax-only %s 2>&1 | FileCheck %s

void f(int n, int m, const float *a, float *b)
{
// CHECK: {{.*}}info_nest_tile.c:[[@LINE+1]]: parallel loop: kernel info_nest_tile_L[[@LINE+1]]{{$}}
#pragma acc parallel loop tile(64, 4) copyin(a[0:n*m]) copyout(b[0:n*m])
// CHECK-NEXT: {{.*}}:[[@LINE+1]]:   loop over 'i': grid y (threadIdx.y + blockIdx.y){{$}}
    for (int i = 0; i < n; i++)
// CHECK-NEXT: {{.*}}:[[@LINE+1]]:     loop over 'j': grid x (threadIdx.x + blockIdx.x): the innermost loop of the tile{{$}}
        for (int j = 0; j < m; j++)
            b[i * m + j] = a[i * m + j] * 2.0f;
// CHECK-NEXT: {{.*}}:   launch: 2-D grid over the nest, blocks of 64x4 threads{{$}}
}
