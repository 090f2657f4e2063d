// A directive line where no directive may stand: in the middle of an
// expression, a declaration, a for header or before a statement's ';',
// between a function's declarator and its body, inside a struct.  Each is a
// located error (gcc rejects them all) instead of broken C.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

double gd[4];
struct S {
    int a;
// CHECK: place_middle.c:[[@LINE+1]]:1: error: 'declare' cannot stand inside a struct, union or enum declaration
#pragma acc declare create(gd)
};

void f(int n, double *a)
{
    int x = 1 +
// CHECK: place_middle.c:[[@LINE+1]]:1: error: 'update' cannot stand in the middle of a statement, expression or declaration
#pragma acc update self(a[0:n])
        2;
    x = x * 2
// CHECK: place_middle.c:[[@LINE+1]]:1: error: 'wait' cannot stand in the middle of a statement, expression or declaration
#pragma acc wait
        ;
    for (int i = 0;
// CHECK: place_middle.c:[[@LINE+1]]:1: error: 'parallel' cannot stand in the middle of a statement, expression or declaration
#pragma acc parallel
         i < n; i++)
        a[i] = x;
    double b[2] = {1,
// CHECK: place_middle.c:[[@LINE+1]]:1: error: 'enter data' cannot stand in the middle of a statement, expression or declaration
#pragma acc enter data copyin(a[0:n])
                   2};
    a[0] = b[0];
}

void g(int n, double *a)
// CHECK: place_middle.c:[[@LINE+1]]:1: error: 'update' cannot stand between a function's declarator and its body
#pragma acc update self(a[0:n])
{
}

// CHECK: place_middle.c:[[@LINE+1]]:1: error: executable directive 'wait' must be inside a function; only 'routine' and 'declare' may appear at file scope
#pragma acc wait
