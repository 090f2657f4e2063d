// '#pragma acc' alone: ignored with a warning, as gcc ignores it.
// RUN: %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}missing_directive.c:[[@LINE+1]]:12: warning: ignoring '#pragma acc' without a directive name
#pragma acc
}
