// The loop folded into a collapse(2) loop shares its schedule; the dump
// should not call it sequential or give a reason for that.
// FAILS with gwcc 0.1.0: the inner loop shows
// "seq (collapsed) [it has no loop directive]".
// RUN: %gwcc --dump-ir -fsyntax-only %s | FileCheck %s

void f(float *a, int n, int m)
{
#pragma acc parallel loop collapse(2)
// CHECK: loop line [[@LINE+2]] var i: gang vector collapse(2){{$}}
// CHECK-NEXT: loop line [[@LINE+2]] var j: gang vector (collapsed){{$}}
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            a[i * m + j] = 1.0f;
}
