// Constant clause arguments that do not fit in an int (collapse, tile,
// num_gangs, async, ...): a located error in every mode, as gcc gives; before,
// gwcc cut them to 32 bits and took collapse(4294967297) as collapse(1)
// (found by probing with new programs).
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -acc=host -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:


void scale(double *b, int n)
{
// CHECK: int_clause_too_large.c:[[@LINE+1]]:36: error: the argument of 'collapse', 4294967297, does not fit in an int
#pragma acc parallel loop collapse(4294967297) copyout(b[0:n])
    for (int i = 0; i < n; i++) b[i] = i;
// CHECK: int_clause_too_large.c:[[@LINE+2]]:37: error: the argument of 'num_gangs', 4294967297, does not fit in an int
// CHECK: int_clause_too_large.c:[[@LINE+1]]:57: error: the argument of 'async', -1099511627776, does not fit in an int
#pragma acc parallel loop num_gangs(4294967297LL) async(-(1LL << 40)) copyout(b[0:n])
    for (int i = 0; i < n; i++) b[i] = i;
// CHECK: int_clause_too_large.c:[[@LINE+1]]:32: error: the argument of 'tile', 8589934592, does not fit in an int
#pragma acc parallel loop tile(8589934592) copyout(b[0:n])
    for (int i = 0; i < n; i++) b[i] = i;
#pragma acc parallel loop num_gangs(2147483647) vector_length(128) async(3) copyout(b[0:n])
    for (int i = 0; i < n; i++) b[i] = i;
#pragma acc wait(3)
}
