// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

// CHECK: {{.*}}routine_two_levels.c:[[@LINE+1]]:26: error: clause 'vector' conflicts with 'gang'
#pragma acc routine gang vector
float g(float v);

void f(float *a, float *b, int n, float x)
{
    a[0] = g(x);
}
