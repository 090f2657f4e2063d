// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
#pragma acc parallel
    {
// CHECK: {{.*}}not_allowed_loop_num_gangs.c:[[@LINE+1]]:22: error: clause 'num_gangs' is not allowed on the 'loop' construct
    #pragma acc loop num_gangs(4)
        for (int i = 0; i < n; i++) a[i] = x;
    }
}
