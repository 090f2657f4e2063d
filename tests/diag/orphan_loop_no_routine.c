// An orphaned 'loop' directive belongs in a procedure the device runs: one
// with a 'routine' directive, or one a compute construct (or such a
// procedure) calls, which gets an implied 'routine seq' (OpenACC 3.3 sec.
// 2.15.1).  In a function that is neither it means nothing; gcc rejects it
// ("OpenACC loop directive must be associated with an OpenACC compute
// region"), and gwcc ran the loop on the host without a word.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:

void scale(double *a, int n, double s)
{
// CHECK: orphan_loop_no_routine.c:[[@LINE+1]]:1: error: a 'loop' directive outside a compute construct belongs in a procedure the device runs, but 'scale' has no 'routine' directive and no compute construct calls it
#pragma acc loop gang vector
    for (int i = 0; i < n; i++) a[i] *= s;
}

static void fill(double *a, int n)
{
    for (int i = 0; i < n; i++) {
// CHECK: orphan_loop_no_routine.c:[[@LINE+1]]:1: error: a 'loop' directive outside a compute construct belongs in a procedure the device runs, but 'fill' has no 'routine' directive
#pragma acc loop seq
        for (int j = 0; j < 4; j++) a[i] += j;
    }
}

/* fine: a routine's, and one a compute construct calls (implied routine
   seq), and one called by that one */
#pragma acc routine vector
void axpy(double *y, const double *x, double a, int n)
{
#pragma acc loop vector
    for (int i = 0; i < n; i++) y[i] += a * x[i];
}

static void inner(double *a, int i)
{
#pragma acc loop seq
    for (int k = 0; k < 3; k++) a[i] += k;
}

static void row(double *a, int i)
{
#pragma acc loop seq
    for (int k = 0; k < 2; k++) inner(a, i);
}

void run(double *a, double *b, int n)
{
    fill(a, n);
    scale(a, n, 2.0);
#pragma acc parallel loop gang copy(a[0:n], b[0:n])
    for (int i = 0; i < n; i++) {
        axpy(&b[i], &a[i], 2.0, 1);
        row(a, i);
    }
}
