// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
#pragma acc parallel
    {
// CHECK: {{.*}}unknown_clause_indented.c:[[@LINE+1]]:22: error: unknown clause 'gnag'; did you mean 'gang'?
    #pragma acc loop gnag
        for (int i = 0; i < n; i++) a[i] = x;
    }
}
