// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
#pragma acc parallel loop
    for (int i = 0; i < n; i++) {
// CHECK: {{.*}}atomic_misspelled_kind.c:[[@LINE+1]]:24: error: unknown atomic kind 'updat'; did you mean 'update'?
    #pragma acc atomic updat
        a[0] += x;
    }
}
