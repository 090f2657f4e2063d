// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}subarray_empty.c:[[@LINE+1]]:31: error: expected an index or a range in '[]'
#pragma acc parallel copyin(a[])
    {
        a[0] = x;
    }
}
