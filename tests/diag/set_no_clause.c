// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}set_no_clause.c:[[@LINE+1]]:13: error: 'set' needs a 'default_async', 'device_num' or 'device_type' clause
#pragma acc set if(n > 0)
}
