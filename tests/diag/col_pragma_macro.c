// Directives written through macros are reported where the user spelled the
// token: in a _Pragma's string (escapes counted), in the macro that holds
// it (with a note at the macro's use), in a macro named inside a
// '#pragma acc' line, and through the DO_PRAGMA idiom; never at a column of
// the expanded text past the end of the line.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=note:

#define PAR_LOOP _Pragma("acc parallel loop copy(a[0:n]) bogus(x)")
#define DO_PRAGMA(x) _Pragma(#x)
#define ACC_LOOP(clauses) DO_PRAGMA(acc parallel loop clauses)
#define CLAUSES copy(a[0:n]) vectr_length(32)

void f(double *a, int n)
{
// CHECK: {{.*}}col_pragma_macro.c:8:58: error: unknown clause 'bogus'
// CHECK-NEXT: {{^}}#define PAR_LOOP _Pragma("acc parallel loop copy(a[0:n]) bogus(x)")
// CHECK-NEXT: {{^}}                                                         ^
// CHECK-NEXT: {{.*}}col_pragma_macro.c:[[@LINE+3]]:5: note: in expansion of macro 'PAR_LOOP'
// CHECK-NEXT: {{^}}    PAR_LOOP
// CHECK-NEXT: {{^}}    ^
    PAR_LOOP
    for (int i = 0; i < n; i++) a[i] += 1;

// CHECK: {{.*}}col_pragma_macro.c:[[@LINE+3]]:50: error: unknown clause 'gangs'; did you mean 'gang'?
// CHECK-NEXT: {{^}}    _Pragma("acc parallel loop if(n > \"ab\"[1]) gangs") for (int i = 0; i < n; i++) a[i] += 1;
// CHECK-NEXT: {{^}}                                                 ^
    _Pragma("acc parallel loop if(n > \"ab\"[1]) gangs") for (int i = 0; i < n; i++) a[i] += 1;

// CHECK: {{.*}}col_pragma_macro.c:[[@LINE+3]]:35: error: unknown clause 'worke'; did you mean 'worker'?
// CHECK-NEXT: {{^}}    ACC_LOOP(copy(a[0:n]) gang(2) worke)
// CHECK-NEXT: {{^}}                                  ^
    ACC_LOOP(copy(a[0:n]) gang(2) worke)
    for (int i = 0; i < n; i++) a[i] += 1;

// CHECK: {{.*}}col_pragma_macro.c:11:30: error: unknown clause 'vectr_length'; did you mean 'vector_length'?
// CHECK-NEXT: {{^}}#define CLAUSES copy(a[0:n]) vectr_length(32)
// CHECK-NEXT: {{^}}                             ^
// CHECK-NEXT: {{.*}}col_pragma_macro.c:[[@LINE+3]]:27: note: in expansion of macro 'CLAUSES'
// CHECK-NEXT: {{^}}#pragma acc parallel loop CLAUSES
// CHECK-NEXT: {{^}}                          ^
#pragma acc parallel loop CLAUSES
    for (int i = 0; i < n; i++) a[i] += 1;
}
