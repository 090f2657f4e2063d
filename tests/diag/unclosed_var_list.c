// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}unclosed_var_list.c:[[@LINE+1]]:35: error: expected ')'
#pragma acc parallel copyin(a[0:n]
    {
        a[0] = x;
    }
}
