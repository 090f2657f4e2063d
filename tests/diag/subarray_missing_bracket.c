// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}subarray_missing_bracket.c:[[@LINE+1]]:34: error: expected ']'
#pragma acc parallel copyin(a[0:n)
    {
        a[0] = x;
    }
}
