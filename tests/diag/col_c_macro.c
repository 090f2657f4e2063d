// An error in C is reported at the column of the user's line even where the
// preprocessed line differs from it: macros expanded before the error, a
// comment dropped, a macro's arguments brought up from the next line.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

#define TWICE(x) ((x) + (x))
#define LONGER_NAME_FOR_ONE 1

void f(double *a, int n)
{
#pragma acc parallel loop copy(a[0:n])
// CHECK: {{.*}}col_c_macro.c:[[@LINE+3]]:76: error: use of undeclared identifier 'undeclared_y'
// CHECK-NEXT: {{^}}    for (int i = 0; i < n; i++) a[i] = TWICE(a[i]) + LONGER_NAME_FOR_ONE + undeclared_y;
// CHECK-NEXT: {{^}}                                                                           ^
    for (int i = 0; i < n; i++) a[i] = TWICE(a[i]) + LONGER_NAME_FOR_ONE + undeclared_y;
// CHECK: {{.*}}col_c_macro.c:[[@LINE+1]]:62: error: use of undeclared identifier 'undeclared_z'
    /* a comment cc -E drops */ a[0] = LONGER_NAME_FOR_ONE + undeclared_z;
// CHECK: {{.*}}col_c_macro.c:[[@LINE+2]]:9: error: use of undeclared identifier 'undeclared_w'
    a[1] = TWICE(
        undeclared_w);
}
