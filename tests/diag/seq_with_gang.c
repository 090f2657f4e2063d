// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
#pragma acc parallel
    {
// CHECK: {{.*}}seq_with_gang.c:[[@LINE+1]]:27: error: clause 'seq' conflicts with 'gang'
    #pragma acc loop gang seq
        for (int i = 0; i < n; i++) a[i] = x;
    }
}
