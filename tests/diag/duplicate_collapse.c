// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}duplicate_collapse.c:[[@LINE+1]]:39: error: clause 'collapse' appears more than once
#pragma acc parallel loop collapse(2) collapse(2)
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) a[i * n + j] = x;
}
