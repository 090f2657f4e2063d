// A kernels loop with a loop-carried dependence (a[i] = a[i-1] ...) stays
// sequential, and the dump says why; the independent loop beside it is
// parallel.  Each loop nest is its own kernel.
// RUN: %gwcc --dump-ir -fsyntax-only %s | FileCheck %s
// RUN: %gwcc --info -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO

void f(float *a, int n)
{
// CHECK: {{.*}}sched_kernels_dependence.c:[[@LINE+1]]: kernels{{$}}
#pragma acc kernels
    {
// CHECK: kernel sched_kernels_dependence_L[[@LINE-2]] dims gang vector{{$}}
// CHECK-NEXT: loop line [[@LINE+2]] var i: gang vector{{$}}
// CHECK-NEXT: launch: gangs, block 128 x 1, gangs from trips, narrowed{{$}}
        for (int i = 0; i < n; i++)
            a[i] = (float)i;
// CHECK-NEXT: kernel sched_kernels_dependence_L[[@LINE-7]]_k1 serial{{$}}
// CHECK-NEXT: loop line [[@LINE+2]] var i: seq ['a' is written as 'a[i]' and accessed as 'a[i - 1]']{{$}}
// INFO: {{.*}}sched_kernels_dependence.c:[[@LINE+1]]:   loop over 'i': sequential: 'a' is written as 'a[i]' and accessed as 'a[i - 1]'
        for (int i = 1; i < n; i++)
            a[i] = a[i - 1] + a[i];
    }
}
