// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
#pragma acc parallel
    {
// CHECK: {{.*}}trailing_number.c:[[@LINE+1]]:27: error: expected a clause, found '42'
    #pragma acc loop gang 42
        for (int i = 0; i < n; i++) a[i] = x;
    }
}
