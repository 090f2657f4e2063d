// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}wait_devnum_empty.c:[[@LINE+1]]:26: error: expected an expression after 'devnum:'
#pragma acc wait(devnum: )
}
