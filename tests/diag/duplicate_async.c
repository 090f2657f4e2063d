// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}duplicate_async.c:[[@LINE+1]]:42: error: clause 'async' appears more than once
#pragma acc update self(a[0:n]) async(1) async(2)
}
