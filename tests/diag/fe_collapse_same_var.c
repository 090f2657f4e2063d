// The loops collapse or tile folds into one must have variables of their
// own: an inner 'for (int i' that hides the outer loop's i would be
// declared twice in the folded loop (nvcc: "already been declared").  A
// located error in every mode.  Found by tools/fuzz.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:

void f(float *b, int n)
{
// CHECK: fe_collapse_same_var.c:[[@LINE+1]]:1: error: 'collapse(2)' cannot fold the loop at line [[@LINE+3]]: its variable 'i' is the variable of the loop at line [[@LINE+2]] too; give it another name
#pragma acc parallel loop collapse(2) copy(b[0:n*n])
    for (int i = 0; i < n; ++i)
        for (int i = 0; i < n; ++i)
            b[i] += 1;
// CHECK: fe_collapse_same_var.c:[[@LINE+1]]:1: error: 'tile' cannot fold the loop at line [[@LINE+3]]: its variable 'i' is the variable of the loop at line [[@LINE+2]] too
#pragma acc parallel loop tile(4, 4) copy(b[0:n*n])
    for (int i = 0; i < n; ++i)
        for (int i = 0; i < n; ++i)
            b[i] += 1;
    /* a loop the tile does not fold may reuse the name */
#pragma acc parallel loop tile(4) copy(b[0:n*n])
    for (int i = 0; i < n; ++i)
        for (int i = 0; i < n; ++i)
            b[i] += 1;
}
