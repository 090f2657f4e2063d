// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}subarray_two_colons.c:[[@LINE+1]]:34: error: expected ']'
#pragma acc parallel copyin(a[0:n:2])
    {
        a[0] = x;
    }
}
