// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}num_gangs_too_many.c:[[@LINE+1]]:41: error: clause 'num_gangs' takes at most 3 arguments
#pragma acc parallel num_gangs(1, 2, 3, 4)
    {
        a[0] = x;
    }
}
