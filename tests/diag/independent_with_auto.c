// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
#pragma acc parallel
    {
// CHECK: {{.*}}independent_with_auto.c:[[@LINE+1]]:27: error: clause 'independent' conflicts with 'auto'
    #pragma acc loop auto independent
        for (int i = 0; i < n; i++) a[i] = x;
    }
}
