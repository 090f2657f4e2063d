// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}update_no_target.c:[[@LINE+1]]:13: error: 'update' needs at least one 'self', 'host' or 'device' clause
#pragma acc update if_present
}
