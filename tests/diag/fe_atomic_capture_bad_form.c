// An atomic capture block that is not one of the allowed forms: one located error (not one per kernel version written), found by -fsyntax-only too.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:

void f(int *restrict p, const int *restrict q, int n)
{
    int w = 0;
#pragma acc parallel loop copy(w) copy(p[0:n]) copyin(q[0:n])
    for (int i = 0; i < n; i++) {
#pragma acc atomic capture
// CHECK: {{.*}}fe_atomic_capture_bad_form.c:[[@LINE+1]]:9: error: this statement is not of a form the 'atomic capture' construct allows
        { p[i]--; w = w + q[i]; }
    }
}
