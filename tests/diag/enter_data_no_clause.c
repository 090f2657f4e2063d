// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}enter_data_no_clause.c:[[@LINE+1]]:13: error: 'enter data' needs at least one data clause
#pragma acc enter data
}
