// In a kernels construct gwcc proves loops independent itself: both loops
// of a nest that writes a[i*m+j] are parallel (gang outer, vector inner).
// RUN: %gwcc --dump-ir -fsyntax-only %s | FileCheck %s

void f(float *restrict a, const float *restrict b, int n, int m)
{
// CHECK: {{.*}}sched_kernels_nest.c:[[@LINE+1]]: kernels{{$}}
#pragma acc kernels
// CHECK: kernel sched_kernels_nest_L[[@LINE-1]] dims gang vector{{$}}
// CHECK-NEXT: loop line [[@LINE+1]] var i: gang{{$}}
    for (int i = 0; i < n; i++)
// CHECK-NEXT: loop line [[@LINE+1]] var j: vector{{$}}
        for (int j = 0; j < m; j++)
            a[i * m + j] = b[j * n + i];
}
