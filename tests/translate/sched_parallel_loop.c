// A 'parallel loop' with no level clause is spread over gangs and vector
// lanes: one loop, both levels.
// RUN: %gwcc --dump-ir -fsyntax-only %s | FileCheck %s

void f(float *a, const float *b, int n)
{
// CHECK: {{.*}}sched_parallel_loop.c:[[@LINE+1]]: parallel loop
#pragma acc parallel loop
// CHECK: kernel sched_parallel_loop_L[[@LINE-1]] dims gang vector{{$}}
// CHECK-NEXT: loop line [[@LINE+1]] var i: gang vector{{$}}
    for (int i = 0; i < n; i++)
        a[i] = 2.0f * b[i];
}
