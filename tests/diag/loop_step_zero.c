// A loop that a loop directive applies to, or that its collapse or tile
// folds, with a constant step of 0 (however spelt: += 0, -= an enumerator
// of value 0, i = i + a macro that folds to 0) is a located error at its
// increment in every mode, as gcc's "invalid increment expression": its
// iteration count is not defined.  Before, gwcc divided by the step, nvcc
// and gcc warned of a division by zero, and the program hung or died of
// SIGFPE.  A step of 0 in a loop no directive applies to is C's business,
// and a step only known at run time is taken.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
#define NO_STRIDE (2 - 2)
enum { ZERO, ONE };

void kernels(int n, int stride, double a[restrict 64], double b[restrict 8][8])
{
// CHECK: loop_step_zero.c:[[@LINE+2]]:29: error: the loop at line [[@LINE+2]], which the 'kernels loop' directive of line [[@LINE+1]] applies to, has a step of 0
#pragma acc kernels loop seq copy(a[0:64])
    for (int i = 0; i < 64; i = i + NO_STRIDE) a[i] += 1;
// CHECK: loop_step_zero.c:[[@LINE+3]]:32: error: the loop at line [[@LINE+3]], which the 'parallel loop' directive of line [[@LINE+1]] applies to, has a step of 0
#pragma acc parallel loop collapse(2) copy(b[0:8])
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j += 0) b[i][j] = i;
// CHECK: loop_step_zero.c:[[@LINE+2]]:29: error: the loop at line [[@LINE+2]], which the 'parallel loop' directive of line [[@LINE+1]] applies to, has a step of 0
#pragma acc parallel loop tile(4, 4) copy(b[0:8])
    for (int i = 7; i >= 0; i -= 0)
        for (int j = 0; j < 8; j++) b[i][j] = j;
    /* taken: a run-time stride, and a zero step in a loop no directive names */
#pragma acc parallel loop copy(a[0:64])
    for (int i = 0; i < n; i += stride) {
        int k = 0;
        for (int j = 0; k < 3; j += 0) k++;
        a[i] = k;
    }
#pragma acc parallel loop copy(a[0:64])
    for (int i = 0; i < 64; i += ONE) a[i] = 0;
}

#pragma acc routine vector
void fill(int *a, int n)
{
// CHECK: loop_step_zero.c:[[@LINE+2]]:28: error: the loop at line [[@LINE+2]], which the 'loop' directive of line [[@LINE+1]] applies to, has a step of 0
#pragma acc loop vector
    for (int i = 0; i < n; i -= ZERO) a[i] = i;
}
