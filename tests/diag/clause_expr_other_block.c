// A clause names variables visible where the directive stands: a name
// declared in another block (here k) is an error, as in C, not a word gwcc
// takes from the construct's text.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

void f(int n, int m, const float *a, float *b)
{
#pragma acc parallel loop gang copyin(a[0:n*m]) copyout(b[0:n*m])
    for (int i = 0; i < n; i++) {
        { int k = 2; b[i] = k; }
#pragma acc loop seq
        for (int q = 0; q < 1; q++) {
// CHECK: clause_expr_other_block.c:[[@LINE+1]]:21: error: use of undeclared identifier 'k' (in 'cache')
#pragma acc cache(a[k:64])
#pragma acc loop vector
            for (int j = 0; j < 64; j++)
                b[i * m + j] = a[i * m + 63 - j];
        }
    }
}
