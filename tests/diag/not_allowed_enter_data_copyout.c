// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}not_allowed_enter_data_copyout.c:[[@LINE+1]]:24: error: clause 'copyout' is not allowed on the 'enter data' directive
#pragma acc enter data copyout(a[0:n])
}
