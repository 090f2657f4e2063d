// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}unknown_clause_no_hint.c:[[@LINE+1]]:22: error: unknown clause 'xyzzy'
#pragma acc parallel xyzzy
    {
        a[0] = x;
    }
}
