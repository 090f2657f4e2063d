// gang on the outer loop and vector on the inner loop of a nest.
// RUN: %gwcc --dump-ir -fsyntax-only %s | FileCheck %s

void f(float *a, const float *b, int n, int m)
{
// CHECK: kernel sched_gang_vector_nest_L[[@LINE+1]] dims gang vector{{$}}
#pragma acc parallel loop gang
// CHECK-NEXT: loop line [[@LINE+1]] var i: gang{{$}}
    for (int i = 0; i < n; i++) {
#pragma acc loop vector
// CHECK-NEXT: loop line [[@LINE+1]] var j: vector{{$}}
        for (int j = 0; j < m; j++)
            a[i * m + j] = b[i * m + j] + 1.0f;
    }
}
