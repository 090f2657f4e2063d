// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
#pragma acc parallel loop
    for (int i = 0; i < n; i++) {
// CHECK: {{.*}}atomic_unknown_kind.c:[[@LINE+1]]:24: error: unknown atomic kind 'swap'; expected 'read', 'write', 'update' or 'capture'
    #pragma acc atomic swap
        a[0] += x;
    }
}
