// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}unknown_clause_continued.c:[[@LINE+1]]:27: error: unknown clause 'copyn'; did you mean 'copyin'?
#pragma acc parallel loop copyn(a[0:n]) \
        present(b[0:n])
    for (int i = 0; i < n; i++) a[i] = b[i];
}
