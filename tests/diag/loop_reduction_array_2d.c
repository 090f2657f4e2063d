// A loop's reduction on a two-dimensional array (the construct's variable
// or one the construct declares) is a located error in every mode, as the
// construct's own reduction on one is: gwcc combines scalars and
// one-dimensional arrays of arithmetic type.  Before, the loop's copy of a
// 2-D array took its rows for elements and the CUDA did not compile (found
// by tools/fuzz, seed 41).  A 1-D array is taken.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
void row_sums(double a[300][200], double *b)
{
    static double tally[4][8];
#pragma acc parallel loop gang copyin(a[0:300]) copyout(b[0:300])
    for (int i = 0; i < 300; i++) {
        double s = 0, hist[8] = {0}, cell[2][4] = {{0}};
// CHECK: loop_reduction_array_2d.c:[[@LINE+1]]:1: error: the reduction on 'tally' is not supported: only scalars and one-dimensional arrays of arithmetic type
#pragma acc loop vector reduction(+:s) reduction(+:tally)
        for (int j = 0; j < 200; j++) { s += a[i][j]; tally[j % 4][j % 8] += 1; }
#pragma acc loop vector reduction(+:hist)
        for (int j = 0; j < 200; j++) hist[j % 8] += a[i][j];
// CHECK: loop_reduction_array_2d.c:[[@LINE+1]]:1: error: the reduction on 'cell' is not supported: only scalars and one-dimensional arrays of arithmetic type
#pragma acc loop vector reduction(+:cell)
        for (int j = 0; j < 200; j++) cell[j % 2][j % 4] += a[i][j];
        b[i] = s + hist[3] + cell[1][2];
    }
}
