// Constant clause arguments are checked as gcc checks them: a num_gangs,
// num_workers or vector_length that is not positive is a warning and the
// argument is ignored (the launch takes its default); collapse and tile need
// positive integer constants (constant expressions count); a subarray's
// constant lower bound and length are not negative and stay within a C
// array.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %gwcc -fsyntax-only -DGOOD %s 2>&1 | FileCheck %s --check-prefix=GOOD --implicit-check-not=error:
// RUN: %gwcc -fsyntax-only --info -DGOOD %s 2>&1 | FileCheck %s --check-prefix=INFO

enum { B = 4 };

void f(int n, double *a, int k)
{
    double arr[10], m[4][8];
// CHECK: clause_expr_values.c:[[@LINE+4]]:37: warning: 'num_gangs' value must be positive; the argument '-1' is ignored
// CHECK: clause_expr_values.c:[[@LINE+3]]:53: warning: 'num_workers' value must be positive; the argument '0' is ignored
// CHECK: clause_expr_values.c:[[@LINE+2]]:70: warning: 'vector_length' value must be positive; the argument 'B - 4' is ignored
// GOOD: clause_expr_values.c:[[@LINE+1]]:37: warning: 'num_gangs' value must be positive
#pragma acc parallel loop num_gangs(-1) num_workers(0) vector_length(B - 4) copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] = i;
// INFO: clause_expr_values.c:[[@LINE-2]]:   launch: 1-D grid, up to 128 threads a gang (fewer for short loops); gangs from the trip count
#ifndef GOOD
// CHECK: clause_expr_values.c:[[@LINE+2]]:32: error: the argument of 'tile' must be a positive integer constant, not '-1'
// CHECK: clause_expr_values.c:[[@LINE+1]]:55: error: the argument of 'collapse' must be a positive integer constant, not 'k'
#pragma acc parallel loop tile(-1) copy(arr) collapse(k)
    for (int i = 0; i < n; i++) arr[i % 10] = i;
// CHECK: clause_expr_values.c:[[@LINE+2]]:29: error: negative length -2 in subarray 'a[0:-2]'
// CHECK: clause_expr_values.c:[[@LINE+1]]:38: error: negative lower bound -1 in subarray 'arr[-1:2]'
#pragma acc update self(a[0:-2], arr[-1:2])
// CHECK: clause_expr_values.c:[[@LINE+2]]:37: error: subarray 'arr[0:12]' goes past the end of its array, of 10 elements in that dimension
// CHECK: clause_expr_values.c:[[@LINE+1]]:51: error: subarray 'm[0:4][2:7]' goes past the end of its array, of 8 elements in that dimension
#pragma acc enter data copyin(arr[0:12], m[0:4][2:7])
#endif
    /* constant expressions are constants: collapse(B - 2) folds two loops */
#pragma acc parallel loop collapse(B - 2) tile(*, B) copy(m)
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 8; j++) m[i][j] = i + j;
// INFO: clause_expr_values.c:[[@LINE-3]]:   launch: 2-D grid over the nest, blocks of 32x4 threads
#pragma acc enter data copyin(arr[2:8], m[1:3][0:8], a[0:0])
}
