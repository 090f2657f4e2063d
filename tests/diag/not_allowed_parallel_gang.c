// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}not_allowed_parallel_gang.c:[[@LINE+1]]:22: error: clause 'gang' is not allowed on the 'parallel' construct
#pragma acc parallel gang
    {
        a[0] = x;
    }
}
