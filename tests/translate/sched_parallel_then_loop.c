// A loop directive right after a parallel or kernels directive, with no
// braces between, applies to the for loop that is the construct's statement:
// the loop is partitioned, and gang(dim: 2) with num_gangs(x, y) takes the
// grid's y dimension.
// RUN: %gwcc --dump-ir -fsyntax-only %s | FileCheck %s --check-prefix=IR
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep -fno-gw-readonly %s -o %t.d/out.o
// RUN: FileCheck %s --check-prefix=CUDA < %t.d/sched_parallel_then_loop.gw.cu

void f(float *a, float (*b)[64], int n)
{
// IR: {{.*}}sched_parallel_then_loop.c:[[@LINE+1]]: parallel{{$}}
#pragma acc parallel copy(a[0:n])
#pragma acc loop gang vector
    for (int i = 0; i < n; i++) a[i] += 1;
// IR: loop line [[@LINE-1]] var i: gang vector
// IR: {{.*}}sched_parallel_then_loop.c:[[@LINE+1]]: kernels{{$}}
#pragma acc kernels copy(a[0:n])
#pragma acc loop independent
    for (int i = 0; i < n; i++) a[i] *= 2;
// IR: loop line [[@LINE-1]] var i: gang vector
// CUDA: gw_i{{[0-9]+}} = (unsigned)(long long)::blockIdx.y; {{.*}} += (unsigned)(long long)::gridDim.y)
// CUDA: gw_i{{[0-9]+}} = (unsigned)(long long)::blockIdx.x; {{.*}} += (unsigned)(long long)::gridDim.x)
#pragma acc parallel num_gangs(4, 8) copy(b[0:n])
#pragma acc loop gang(dim: 2)
    for (int i = 0; i < n; i++)
#pragma acc loop gang(dim: 1)
        for (int j = 0; j < 64; j++) b[i][j] += 1;
}
