// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}trailing_junk.c:[[@LINE+1]]:32: error: expected a clause, found ')'
#pragma acc parallel loop gang )
    for (int i = 0; i < n; i++) a[i] = x;
}
