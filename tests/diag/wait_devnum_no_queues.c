// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}wait_devnum_no_queues.c:[[@LINE+1]]:27: error: expected ':' after the 'devnum' expression
#pragma acc wait(devnum: 1)
}
