// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}duplicate_num_gangs.c:[[@LINE+1]]:35: error: clause 'num_gangs' appears more than once
#pragma acc parallel num_gangs(4) num_gangs(8)
    {
        a[0] = x;
    }
}
