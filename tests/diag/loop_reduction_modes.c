// A loop reduction no kernel can do is refused by analysis, so that
// -fsyntax-only and -acc=host report it as the GPU build does; a reduction
// on a variable the construct does not use is left alone.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:

void f(int n, double *a)
{
    double unused = 0;
#pragma acc parallel loop reduction(+:unused) copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] = 1;
#pragma acc parallel copy(a[0:n])
    {
        double local = 0;
// CHECK: loop_reduction_modes.c:[[@LINE+1]]:1: error: a gang reduction on 'local', which is private to the compute region, is not supported; reduce into a variable declared outside the region
#pragma acc loop gang reduction(+:local)
        for (int i = 0; i < n; i++) local += a[i];
        a[0] = local;
    }
}
