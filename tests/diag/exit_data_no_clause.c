// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}exit_data_no_clause.c:[[@LINE+1]]:13: error: 'exit data' needs at least one data clause
#pragma acc exit data finalize
}
