// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}empty_var_list.c:[[@LINE+1]]:27: error: empty variable list in clause 'copy'
#pragma acc parallel copy()
    {
        a[0] = x;
    }
}
