// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}wait_bad_modifier.c:[[@LINE+1]]:27: error: unknown wait argument 'dev'; expected 'devnum' or 'queues'
#pragma acc parallel wait(dev: 1)
    {
        a[0] = x;
    }
}
