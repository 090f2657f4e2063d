// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}unknown_directive_no_hint.c:[[@LINE+1]]:13: error: unknown OpenACC directive 'frobnicate'
#pragma acc frobnicate
}
