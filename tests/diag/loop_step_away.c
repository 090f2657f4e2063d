// A loop a directive partitions whose constant step moves its variable away
// from its bound (i < n with i -= 1, i >= 0 with i += 2): if it runs it never
// ends, so a warning at its increment in every mode; the program builds (C
// allows the loop when it does not run), and at run time gw_loop_step stops
// it with a located error if it runs (translate/rt_loop_step).  Steps toward
// the bound, '!=' loops and loops no directive names get no warning.
// RUN: %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %gwcc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %gwcc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
#define BACK (-1)

void sweep(int n, double a[restrict 64], double b[restrict 8][8])
{
// CHECK: loop_step_away.c:[[@LINE+2]]:28: warning: the loop at line [[@LINE+2]], which the 'parallel loop' directive of line [[@LINE+1]] applies to, counts down while its condition wants 'i' to count up: if it runs, it never ends
#pragma acc parallel loop copy(a[0:64])
    for (int i = 0; i < n; i -= 1) a[i] += 1;
// CHECK: loop_step_away.c:[[@LINE+3]]:33: warning: the loop at line [[@LINE+3]], which the 'parallel loop' directive of line [[@LINE+1]] applies to, counts up while its condition wants 'j' to count down: if it runs, it never ends
#pragma acc parallel loop collapse(2) copy(b[0:8])
    for (int i = 0; i < 8; i++)
        for (int j = 7; j >= 0; j += 2) b[i][j] = i;
// CHECK: loop_step_away.c:[[@LINE+3]]:29: warning: the loop at line [[@LINE+3]], which the 'loop' directive of line [[@LINE+2]] applies to, counts down while its condition wants 'j' to count up: if it runs, it never ends
#pragma acc kernels copy(b[0:8])
#pragma acc loop
    for (int j = 0; j <= 7; j = j + BACK) b[0][j] = j;
    /* no warning: toward the bound, '!=', no directive */
#pragma acc parallel loop copy(a[0:64])
    for (int i = 63; i >= 0; i -= 1) a[i] *= 2;
#pragma acc parallel loop copy(a[0:64])
    for (int i = 0; i != 64; i++) a[i] *= 2;
#pragma acc parallel copy(a[0:64])
    {
        for (int i = 0; i < 0; i--) a[i] = 0;
    }
}
