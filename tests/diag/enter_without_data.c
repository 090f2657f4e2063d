// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}enter_without_data.c:[[@LINE+1]]:19: error: expected 'data' after 'enter'
#pragma acc enter copyin(a[0:n])
}
