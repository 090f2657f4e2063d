// A compute construct is a structured block: a return, a break or continue
// of a loop outside it, or a goto to a label outside it cannot leave it, and
// no goto or switch enters it (gcc: "invalid branch to/from OpenACC structured
// block").
// Jumps inside it, and out of data constructs, are fine.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

int f(int n, int *a)
{
#pragma acc parallel copy(a[0:n])
    {
// CHECK: fe_compute_jump_out.c:[[@LINE+1]]:19: error: 'return' cannot leave the 'parallel' construct of line [[@LINE-2]]: a compute construct is a structured block
        if (a[0]) return 1;
    }
    for (int k = 0; k < 3; k++) {
#pragma acc serial copy(a[0:n])
// CHECK: fe_compute_jump_out.c:[[@LINE+1]]:9: error: 'continue' cannot leave the 'serial' construct
        continue;
#pragma acc kernels copy(a[0:n])
// CHECK: fe_compute_jump_out.c:[[@LINE+1]]:9: error: 'break' cannot leave the 'kernels' construct
        break;
    }
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < 4; j++)
            if (j == i) break;
// CHECK: fe_compute_jump_out.c:[[@LINE+1]]:23: error: 'goto' cannot leave the 'parallel loop' construct
        if (a[i] < 0) goto out;
        switch (a[i]) { case 1: a[i] = 2; break; default: continue; }
    }
// CHECK: fe_compute_jump_out.c:[[@LINE+1]]:5: error: 'goto' cannot enter the 'parallel' construct
    goto in;
#pragma acc parallel copy(a[0:n])
    {
in:
        a[0] = 1;
    }
    switch (n) {
    case 1:
#pragma acc parallel copy(a[0:n])
        {
            a[0] = 2;
// CHECK: fe_compute_jump_out.c:[[@LINE+1]]:5: error: a 'switch' outside it cannot enter the 'parallel' construct
    case 2:
            a[1] = 3;
        }
    }
#pragma acc data copy(a[0:n])
    {
        if (a[1]) return 2;
    }
out:
    return 0;
}
