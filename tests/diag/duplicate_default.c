// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}duplicate_default.c:[[@LINE+1]]:36: error: clause 'default' appears more than once
#pragma acc parallel default(none) default(present)
    {
        a[0] = x;
    }
}
