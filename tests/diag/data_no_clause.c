// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}data_no_clause.c:[[@LINE+1]]:13: error: 'data' needs at least one data clause or a 'default' clause
#pragma acc data if(n > 0)
    {
        a[0] = x;
    }
}
