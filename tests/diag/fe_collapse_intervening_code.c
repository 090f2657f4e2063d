// collapse(2) when the outer loop's body has a statement besides the inner
// loop: the loops are not tightly nested.
// FAILS with gwcc 0.1.0: no error; the CUDA then fails to compile
// ("identifier i is undefined") or, when i is declared outside the loop,
// reads an uninitialised private i on the device.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

void f(float *a, float *b, int n)
{
// CHECK: {{.*}}fe_collapse_intervening_code.c:[[@LINE+1]]:1: error: 'collapse(2)' needs 2 tightly nested 'for' loops
#pragma acc parallel loop collapse(2)
    for (int i = 0; i < n; i++) {
        b[i] = 0.0f;
        for (int j = 0; j < n; j++) a[i * n + j] = 1.0f;
    }
// CHECK: {{.*}}fe_collapse_intervening_code.c:[[@LINE+1]]:1: error: 'collapse(2)' needs 2 tightly nested 'for' loops
#pragma acc parallel loop collapse(2)
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) a[i * n + j] = 1.0f;
        b[i] = 1.0f;
    }
}
