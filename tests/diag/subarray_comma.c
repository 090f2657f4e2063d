// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}subarray_comma.c:[[@LINE+1]]:32: error: expected ':' or ']'
#pragma acc parallel copyin(a[n, 2])
    {
        a[0] = x;
    }
}
