// With -fno-gw-nests (no multi-dimensional grids), --info reports each
// kernel, how each loop is scheduled (gang on
// blockIdx.x, vector on threadIdx.x) and how the arrays are used.
// RUN: %gwcc --info -fno-gw-nests -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *restrict a, const float *restrict b, int n, int m)
{
// CHECK: {{.*}}info_gang_vector.c:[[@LINE+1]]: parallel loop: kernel info_gang_vector_L[[@LINE+1]]{{$}}
#pragma acc parallel loop gang
// CHECK-NEXT: {{.*}}info_gang_vector.c:[[@LINE+1]]:   loop over 'i': gang(blockIdx.x)
    for (int i = 0; i < n; i++) {
#pragma acc loop vector
        for (int j = 0; j < m; j++)
            a[i * m + j] = b[i * m + j] * 2.0f;
    }
// CHECK-DAG: {{.*}}info_gang_vector.c:[[@LINE-7]]:   'a' read and written on the device
// CHECK-DAG: {{.*}}info_gang_vector.c:[[@LINE-8]]:   'b' read only on the device
}
