// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}gang_bad_modifier.c:[[@LINE+1]]:32: error: unknown gang argument 'size'; expected 'num', 'static' or 'dim'
#pragma acc parallel loop gang(size: 4)
    for (int i = 0; i < n; i++) a[i] = x;
}
