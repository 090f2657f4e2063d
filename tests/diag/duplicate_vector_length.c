// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}duplicate_vector_length.c:[[@LINE+1]]:40: error: clause 'vector_length' appears more than once
#pragma acc parallel vector_length(32) vector_length(64)
    {
        a[0] = x;
    }
}
