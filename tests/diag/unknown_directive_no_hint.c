// An unknown '#pragma acc' with no directive near its name: ignored with a
// warning naming it, as gcc ignores it.
// RUN: %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}unknown_directive_no_hint.c:[[@LINE+1]]:13: warning: ignoring '#pragma acc frobnicate': unknown OpenACC directive{{$}}
#pragma acc frobnicate
}
