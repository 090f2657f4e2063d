// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}not_allowed_declare_no_create.c:[[@LINE+1]]:21: error: clause 'no_create' is not allowed on the 'declare' directive
#pragma acc declare no_create(a)
}
