// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}copyin_without_list.c:[[@LINE+1]]:22: error: clause 'copyin' requires a parenthesised variable list
#pragma acc parallel copyin
    {
        a[0] = x;
    }
}
