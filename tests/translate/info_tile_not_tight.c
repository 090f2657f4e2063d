// tile(a, b) on a nest that is not tight: the tile covers the loops outside
// the code around an inner loop, which keeps its own order (--info says why).
// RUN: %gwcc --info -fsyntax-only %s 2>&1 | FileCheck %s

void f(int n, int m, const float *a, float *b, int *cnt)
{
// CHECK: {{.*}}info_tile_not_tight.c:[[@LINE+1]]: parallel loop: kernel info_tile_not_tight_L[[@LINE+1]]{{$}}
#pragma acc parallel loop tile(32, 8) copyin(a[0:n*m]) copyout(b[0:n*m]) copy(cnt[0:n])
// CHECK-NEXT: {{.*}}:[[@LINE+1]]:   loop over 'i': gang(blockIdx.x) vector(threadIdx.x){{$}}
    for (int i = 0; i < n; i++) {
        cnt[i]++;
// CHECK-NEXT: {{.*}}:[[@LINE+1]]:     loop over 'j': sequential: the tile stops at the code around this loop{{$}}
        for (int j = 0; j < m; j++)
            b[i * m + j] = a[i * m + j] * 2.0f;
    }
// CHECK: {{.*}}info_tile_not_tight.c:[[@LINE+1]]: parallel loop: kernel info_tile_not_tight_L[[@LINE+1]]{{$}}
#pragma acc parallel loop tile(32, 8) copyin(a[0:n*m]) copyout(b[0:n*m])
// CHECK-NEXT: {{.*}}:[[@LINE+1]]:   loop over 'i': grid y (threadIdx.y + blockIdx.y){{$}}
    for (int i = 0; i < n; i++) {
// CHECK-NEXT: {{.*}}:[[@LINE+1]]:     loop over 'j': grid x (threadIdx.x + blockIdx.x): the innermost loop of the tile{{$}}
        for (int j = 0; j < m; j++)
            b[i * m + j] = a[i * m + j] * 2.0f;
    }
}
