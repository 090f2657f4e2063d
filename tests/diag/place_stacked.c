// A directive line right after one that takes a statement stands as that
// statement.  A construct may (data around parallel, parallel around loop),
// but not a directive that acts where it stands, nor anything after
// 'atomic' (an expression statement) or a loop directive (a 'for').  Found
// by tools/fuzz: two 'atomic' lines in a row crashed gwcc (overlapping
// edits); 'update' after 'parallel' was silently run before the region.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:

void f(float *a, int n, float x)
{
#pragma acc parallel copy(a[0:n])
// CHECK: place_stacked.c:[[@LINE+1]]:1: error: 'update' may only be used in a compound statement, not as the statement of 'parallel'; put it in braces
#pragma acc update self(a[0:n])
    a[0] = 1;
#pragma acc data copy(a[0:n])
// CHECK: place_stacked.c:[[@LINE+1]]:1: error: 'wait' may only be used in a compound statement, not as the statement of 'data'
#pragma acc wait
    a[0] = 1;
#pragma acc parallel loop copy(a[0:n])
// CHECK: place_stacked.c:[[@LINE+1]]:1: error: 'parallel loop' must be followed by a 'for' loop, not by the directive 'loop'
#pragma acc loop
    for (int i = 0; i < n; i++) a[i] = 0;
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) {
#pragma acc atomic update
// CHECK: place_stacked.c:[[@LINE+1]]:1: error: 'atomic' must be followed by an expression statement, not by the directive 'atomic'
#pragma acc atomic update
        a[0] += x;
    }
    /* constructs may take a construct as their statement */
#pragma acc data copy(a[0:n])
#pragma acc parallel
#pragma acc loop
    for (int i = 0; i < n; i++) a[i] += x;
#pragma acc kernels copy(a[0:n])
#pragma acc atomic update
    a[0] += x;
}
