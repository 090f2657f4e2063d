// An atomic update whose right-hand side C groups so that x is not one operand of its top operator is an error, not a different operation.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

void f(int n, double *a, double y, double z)
{
    double x = 0, v, xx = 1;
    int i = 0;
    double arr[4] = {0};
#pragma acc parallel loop copy(x, i, arr)
    for (int k = 0; k < n; k++) {
// CHECK: atomic_update_grouping.c:[[@LINE+1]]:1: error: 'x = x - y - z' is not an atomic update of 'x': C reads its right-hand side as '(x - y) - z'
#pragma acc atomic update
        x = x - y - z;
// CHECK: atomic_update_grouping.c:[[@LINE+1]]:1: error: 'x = x * y + 2' is not an atomic update of 'x': C reads its right-hand side as '(x * y) + 2'
#pragma acc atomic
        x = x * y + 2;
// CHECK: atomic_update_grouping.c:[[@LINE+1]]:1: error: 'arr[1] = arr[1] / y * z' is not an atomic update of 'arr[1]'
#pragma acc atomic
        arr[1] = arr[1] / y * z;
#pragma acc atomic
        x = y * (x);
#pragma acc atomic update
        x = (x) + y * z;
#pragma acc atomic capture
        { v = x; x = x - (y + z); }
#pragma acc atomic
        i = i << 2;
#pragma acc atomic write
        x = y + xx;
    }
}
