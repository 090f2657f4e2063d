// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}worker_bad_modifier.c:[[@LINE+1]]:34: error: unknown worker argument 'length'; expected 'num'
#pragma acc parallel loop worker(length: 4)
    for (int i = 0; i < n; i++) a[i] = x;
}
