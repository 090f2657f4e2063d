// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
#pragma acc parallel
    {
// CHECK: {{.*}}seq_with_argument.c:[[@LINE+1]]:25: error: clause 'seq' takes no arguments
    #pragma acc loop seq(1)
        for (int i = 0; i < n; i++) a[i] = x;
    }
}
