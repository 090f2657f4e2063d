// --info reports every loop of a nest with its schedule, not only the
// outermost one, and prints no trailing blanks.
// FAILS with gwcc 0.1.0: only the top-level loop of each kernel is
// reported ('j' is missing), and lines end in a blank ("gang(blockIdx.x) ").
// RUN: %gwcc --info -fno-gw-nests -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *restrict a, const float *restrict b, int n, int m)
{
// CHECK: {{.*}}info_inner_loops.c:[[@LINE+1]]: parallel loop: kernel info_inner_loops_L[[@LINE+1]]{{$}}
#pragma acc parallel loop gang
// CHECK-NEXT: {{.*}}info_inner_loops.c:[[@LINE+1]]:   loop over 'i': gang(blockIdx.x){{$}}
    for (int i = 0; i < n; i++) {
#pragma acc loop vector
// CHECK-NEXT: {{.*}}info_inner_loops.c:[[@LINE+1]]:   {{ *}}loop over 'j': vector(threadIdx.x){{$}}
        for (int j = 0; j < m; j++)
            a[i * m + j] = b[i * m + j] * 2.0f;
    }
}
