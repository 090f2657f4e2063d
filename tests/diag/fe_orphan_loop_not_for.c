// An orphaned 'loop' directive (outside any compute construct) must also be
// followed by a for loop (here in a routine, where it may stand).
// FAILS with gwcc 0.1.0: accepted silently (exit 0).
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

#pragma acc routine seq
void f(float *a, int n)
{
// CHECK: {{.*}}fe_orphan_loop_not_for.c:[[@LINE+1]]:1: error: a 'loop' directive must be followed by a 'for' loop
#pragma acc loop
    a[0] = 3.0f;
}
