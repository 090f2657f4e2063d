// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
#pragma acc parallel loop
    for (int i = 1; i < n - 1; i++) {
// CHECK: {{.*}}cache_without_list.c:[[@LINE+1]]:17: error: 'cache' requires a parenthesised variable list
    #pragma acc cache
        a[i] = b[i - 1] + b[i + 1];
    }
}
