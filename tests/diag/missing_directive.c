// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}missing_directive.c:[[@LINE+1]]:12: error: expected an OpenACC directive after '#pragma acc'
#pragma acc
}
