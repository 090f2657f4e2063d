// A bare 'loop' in a parallel construct is independent, so gwcc picks the
// levels: gang for the outer loop, vector for the innermost.
// RUN: %gwcc --dump-ir -fsyntax-only %s | FileCheck %s

void f(float *a, int n, int m)
{
// CHECK: {{.*}}sched_bare_loop_parallel.c:[[@LINE+1]]: parallel{{$}}
#pragma acc parallel
    {
// CHECK: kernel sched_bare_loop_parallel_L[[@LINE-2]] dims gang vector{{$}}
#pragma acc loop
// CHECK-NEXT: loop line [[@LINE+1]] var i: gang{{$}}
        for (int i = 0; i < n; i++) {
#pragma acc loop
// CHECK-NEXT: loop line [[@LINE+1]] var j: vector{{$}}
            for (int j = 0; j < m; j++)
                a[i * m + j] = 0.5f;
        }
    }
}
