// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}num_gangs_empty.c:[[@LINE+1]]:32: error: expected an expression in clause 'num_gangs'
#pragma acc parallel num_gangs()
    {
        a[0] = x;
    }
}
