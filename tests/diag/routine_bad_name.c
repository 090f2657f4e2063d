// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

// CHECK: {{.*}}routine_bad_name.c:[[@LINE+1]]:21: error: expected a function name in 'routine(...)'
#pragma acc routine(1) seq
float g(float v);

void f(float *a, float *b, int n, float x)
{
    a[0] = g(x);
}
