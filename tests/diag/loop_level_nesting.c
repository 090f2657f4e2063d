// A loop's level must be inside those of the loops around it (OpenACC 3.3
// sec. 2.9: no gang loop in a gang, worker or vector loop, no worker loop in a
// worker or vector loop, no partitioned loop in a vector loop; gang(dim: 1)
// may sit in gang(dim: 2)).  gcc rejects these ("incorrectly nested OpenACC
// loop parallelism", "inner loop uses same OpenACC parallelism as containing
// loop"); gwcc ran a gang loop inside a vector loop without a word.  The
// routines' loops: diag/routine_loop_levels.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:

void f(int n, double (*b)[64], double *a)
{
#pragma acc parallel loop vector copy(a[0:n])
    for (int i = 0; i < n; i++) {
// CHECK: loop_level_nesting.c:[[@LINE+1]]:1: error: a 'gang' loop cannot be inside the vector loop at line [[@LINE-1]]
#pragma acc loop gang
        for (int j = 0; j < 2; j++) a[i] += j;
    }
#pragma acc parallel loop worker copy(a[0:n])
    for (int i = 0; i < n; i++) {
// CHECK: loop_level_nesting.c:[[@LINE+1]]:1: error: a 'worker' loop cannot be inside the worker loop at line [[@LINE-1]]
#pragma acc loop worker vector
        for (int j = 0; j < 2; j++) a[i] += j;
    }
#pragma acc parallel copy(a[0:n])
    {
#pragma acc loop gang
        for (int i = 0; i < n; i++) {
#pragma acc loop seq
            for (int k = 0; k < 2; k++) {
// CHECK: loop_level_nesting.c:[[@LINE+1]]:1: error: a 'gang' loop cannot be inside the gang loop at line [[@LINE-3]]
#pragma acc loop gang vector
                for (int j = 0; j < 2; j++) a[i] += j;
            }
        }
    }
#pragma acc kernels loop gang vector copy(a[0:n])
    for (int i = 0; i < n; i++) {
// CHECK: loop_level_nesting.c:[[@LINE+1]]:1: error: a 'vector' loop cannot be inside the vector loop at line [[@LINE-1]]
#pragma acc loop vector
        for (int j = 0; j < 2; j++) a[i] += j;
    }
    /* fine: gang(dim: 1) in gang(dim: 2), worker in gang, vector in worker */
#pragma acc parallel num_gangs(4, 8) copy(b[0:n])
#pragma acc loop gang(dim: 2)
    for (int i = 0; i < n; i++)
#pragma acc loop gang(dim: 1) worker
        for (int j = 0; j < 8; j++)
#pragma acc loop vector
            for (int k = 0; k < 8; k++) b[i][j * 8 + k] += 1;
}
