// A directive that acts where it stands (update, wait, enter and exit data,
// cache, declare...) may only be used in a compound statement: as the body
// of a for, while, if or else, or as a label's statement, it would silently
// become that body.  gcc rejects it; so does gwcc, in every mode.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:

void f(int n, double *a)
{
    double s = 0;
    for (int k = 0; k < 3; k++)
// CHECK: place_executable_body.c:[[@LINE+1]]:1: error: 'update' may only be used in a compound statement, not as the body of 'for'; put it in braces
#pragma acc update self(a[0:n])
    while (n > 100)
// CHECK: place_executable_body.c:[[@LINE+1]]:1: error: 'wait' may only be used in a compound statement, not as the body of 'while'
#pragma acc wait
        s++;
    if (n)
// CHECK: place_executable_body.c:[[@LINE+1]]:1: error: 'enter data' may only be used in a compound statement, not as the body of 'if'
#pragma acc enter data copyin(a[0:n])
        s = 1;
    else
// CHECK: place_executable_body.c:[[@LINE+1]]:1: error: 'exit data' may only be used in a compound statement, not as the body of 'if'
#pragma acc exit data delete(a[0:n])
        s = 2;
    switch (n) {
    case 1:
// CHECK: place_executable_body.c:[[@LINE+1]]:1: error: 'update' may only be used in a compound statement, not as the statement of a label
#pragma acc update device(a[0:n])
        break;
    }
    if (n > 2)
// CHECK: place_executable_body.c:[[@LINE+1]]:1: error: 'declare' may only be used in a compound statement, not as the body of 'if'
#pragma acc declare create(s)
        ;
#pragma acc parallel loop reduction(+:s) copyin(a[0:n])
    for (int i = 0; i < n; i++)
// CHECK: place_executable_body.c:[[@LINE+1]]:1: error: 'cache' may only be used in a compound statement, not as the body of 'for'
#pragma acc cache(a[i:1])
        s += a[i];
    /* in braces they are fine, and so are constructs, which take a statement */
    for (int k = 0; k < 3; k++) {
#pragma acc update self(a[0:n])
    }
    if (n)
#pragma acc parallel loop copy(a[0:n])
        for (int i = 0; i < n; i++) a[i] += s;
    else
#pragma acc data copy(a[0:n])
#pragma acc kernels
        a[0] = 1;
}
