// The bounds of a loop's private, firstprivate or reduction subarray size
// its copies when the compute construct starts, so they cannot use a
// variable the construct itself declares (it has no value yet): a located
// error in every mode.  Before, the host C named the variable out of its
// scope and did not compile (found by tools/fuzz, seed 43: private(a[0:s])
// on a vector loop with 's' declared in the gang loop).  Bounds from outside
// the construct are taken.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
void rows(int rows, int cols, const int *a, int *out, int m)
{
    int tmp[64];
#pragma acc parallel loop gang copyin(a[0:rows * cols]) copyout(out[0:rows]) private(tmp[0:m])
    for (int i = 0; i < rows; i++) {
        int s = 0, w = cols < 64 ? cols : 64;
// CHECK: loop_private_bounds_local.c:[[@LINE+1]]:39: error: the subarray 'tmp[0:w]' in 'private' uses 'w', which the compute construct declares
#pragma acc loop vector private(tmp[0:w]) reduction(+:s)
        for (int j = 0; j < cols; j++) s += a[i * cols + j];
// CHECK: loop_private_bounds_local.c:[[@LINE+1]]:37: error: the subarray 'tmp[i:8]' in 'private' uses 'i', which the compute construct declares
#pragma acc loop vector private(tmp[i:8]) reduction(+:s)
        for (int j = 0; j < cols; j++) s += a[i * cols + j] + tmp[i];
#pragma acc loop vector private(tmp[0:m]) reduction(+:s)
        for (int j = 0; j < cols; j++) s += a[i * cols + j];
        out[i] = s;
    }
}
