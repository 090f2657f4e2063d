// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}unknown_directive.c:[[@LINE+1]]:13: error: unknown OpenACC directive 'paralel'; did you mean 'parallel'?
#pragma acc paralel loop
    for (int i = 0; i < n; i++) a[i] = x;
}
