// Loops a directive asks to partition must be canonical; the error says which part is not.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: not %gwcc -fsyntax-only -DCOLLAPSE %s 2>&1 | FileCheck %s --check-prefix=COLL

void f(int n, double *a, double *b)
{
    int i;
#ifndef COLLAPSE
// CHECK: fe_loop_not_canonical.c:[[@LINE+1]]:1: error: the loop at line [[@LINE+2]] cannot be partitioned: its increment 'i *= 2' is not ++, --, += or -= of 'i'
#pragma acc parallel loop copy(a[0:n])
    for (i = 1; i < n; i *= 2) a[i] = 0;
// CHECK: :[[@LINE+1]]:1: error: the loop at line [[@LINE+2]] cannot be partitioned: its condition 'i < n && a[i] > 0' is not a comparison
#pragma acc parallel loop copy(a[0:n])
    for (i = 0; i < n && a[i] > 0; i++) a[i] = 0;
// CHECK: :[[@LINE+1]]:1: error: the loop at line [[@LINE+2]] cannot be partitioned: its condition uses '!=' with a step other than 1 or -1
#pragma acc parallel loop copy(a[0:n])
    for (i = 0; i != n; i += 2) a[i] = 0;
// CHECK: :[[@LINE+1]]:1: error: the loop at line [[@LINE+2]] cannot be partitioned: the loop variable 'x' is not of integer or pointer type
#pragma acc parallel loop copy(a[0:n])
    for (double x = 0; x < n; x++) a[(int)x] = 0;
// CHECK: :[[@LINE+1]]:1: error: the loop at line [[@LINE+2]] cannot be partitioned: its condition 'i < i + n' has a bound that depends on the loop variable
#pragma acc parallel loop copy(a[0:n])
    for (i = 0; i < i + n; i++) a[i] = 0;
// CHECK: :[[@LINE+1]]:1: error: the loop at line [[@LINE+2]] cannot be partitioned: it has no initialisation of the loop variable
#pragma acc parallel loop copy(a[0:n])
    for (; i < n; i++) a[i] = 0;
// CHECK: :[[@LINE+2]]:1: error: the loop at line [[@LINE+3]] cannot be partitioned: its increment 'i = 2 * i'
#pragma acc parallel copy(a[0:n])
#pragma acc loop gang
    for (i = 1; i < n; i = 2 * i) a[i] = 0;
// CHECK: :[[@LINE+1]]:1: error: the loop at line [[@LINE+2]] cannot be partitioned: its initialisation 'i = 0, b[0] = 1'
#pragma acc parallel loop copy(a[0:n], b[0:1])
    for (i = 0, b[0] = 1; i < n; i++) a[i] = 0;
// no error: kernels may keep a loop it cannot partition sequential, and seq asks for it
// CHECK-NOT: line [[@LINE+2]]
#pragma acc kernels loop copy(a[0:n])
    for (i = 1; i < n; i *= 2) a[i] = 0;
// CHECK-NOT: line [[@LINE+2]]
#pragma acc parallel loop seq copy(a[0:n])
    for (i = 1; i < n; i *= 2) a[i] = 0;
#else
// COLL: fe_loop_not_canonical.c:[[@LINE+1]]:1: error: 'collapse(2)' cannot fold the loop at line [[@LINE+2]]: its increment 'j <<= 1'
#pragma acc parallel loop collapse(2) copy(a[0:n])
    for (i = 0; i < n; i++) for (int j = 1; j < n; j <<= 1) a[i] = j;
#endif
}
