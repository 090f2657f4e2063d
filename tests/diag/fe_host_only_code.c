// Code only the host can run is an error in a compute construct, where
// nvcc would refuse it or fail in ptxas: host assembly, and a block-scope
// extern declaration (the kernel has no such variable; declared outside the
// construct, it is mapped).  -acc=host takes both.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %gwcc -acc=host -fsyntax-only %s

int counter;

void f(int n, int *a)
{
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) {
// CHECK: fe_host_only_code.c:[[@LINE+1]]:9: error: inline assembly cannot be in a compute construct: it is the host's; move it out of the construct, or build with -acc=host
        __asm__("nop");
        a[i] = i;
    }
#pragma acc serial copy(a[0:1])
    {
// CHECK: fe_host_only_code.c:[[@LINE+1]]:9: error: 'counter' is declared extern inside a compute construct; declare it outside the construct, where the construct can map it
        extern int counter;
        a[0] = counter;
    }
}
