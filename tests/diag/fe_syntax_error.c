// A C error is libclang's message, passed through with the user's file, line
// and column.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

void f(float *a, int n)
{
// CHECK: {{.*}}fe_syntax_error.c:[[@LINE+1]]:16: error: expected ';' at end of declaration
    float x = 3
#pragma acc parallel loop
    for (int i = 0; i < n; i++) a[i] = x;
}
