// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}kernels_num_gangs_two.c:[[@LINE+1]]:34: error: the 'kernels' construct takes only one 'num_gangs' argument
#pragma acc kernels num_gangs(8, 2)
    {
        a[0] = x;
    }
}
