// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

// CHECK: {{.*}}routine_unterminated_bind.c:[[@LINE+1]]:30: error: unterminated string literal
#pragma acc routine seq bind("g)
float g(float v);

void f(float *a, float *b, int n, float x)
{
    a[0] = g(x);
}
