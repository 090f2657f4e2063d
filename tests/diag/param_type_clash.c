// Two parameter lists each defining an enumerator A (C: two prototype
// scopes; the CUDA text declares both types at file scope, where they would
// be one scope), and a parameter list's struct tag that a file-scope struct
// also defines: located errors in every mode, instead of CUDA that nvcc
// refuses.  Different names in each list compile (translate/cuda_param_types).
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -acc=host -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// CHECK: param_type_clash.c:[[@LINE+10]]:21: error: 'A', defined in a parameter list, is also defined at line [[@LINE+8]]
// CHECK: param_type_clash.c:[[@LINE+9]]:24: error: 'B', defined in a parameter list
// CHECK: param_type_clash.c:[[@LINE+10]]:14: error: 'pt', defined in a parameter list, is also defined at line [[@LINE+3]]
#include <stdio.h>

struct pt { int x, y; };

#pragma acc routine seq
static int f(enum { A, B } m, int v) { return m == A ? v : -v; }
#pragma acc routine seq
static int g(enum { A, B } m, int v) { return m == B ? 2 * v : v; }
#pragma acc routine seq
static int h(struct pt { int x, y; } *p) { return p->x + p->y; }

int main(void)
{
    int out[8];
    struct pt q = {1, 2};
#pragma acc parallel loop copyout(out) copyin(q)
    for (int i = 0; i < 8; i++)
        out[i] = f(i % 2, i) + g(i % 2, i) + h(&q);
    printf("%d\n", out[3]);
    return 0;
}
