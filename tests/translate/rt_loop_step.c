// A loop a directive partitions whose step is only known at run time: its
// trip count divides by the step, so a step of 0, or one that moves the
// variable away from its bound, is an error at run time naming the loop's
// file:line, its variable and the step as written with its value, exit
// status 1: the host version checks it before the loop as the device does
// (before, SIGFPE on the host, a hang in host fallback, and on the GPU a
// negative trip count taken as 4 billion iterations writing out of bounds).
// A bad step in a loop that does not run (its bound already reached) is C's
// and passes; good steps up, down and by 3 give the plain host loop's values.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: %gwcc -acc=host %s -o %t.d/hostprog
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog ok 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %t.d/hostprog ok 2>&1 | FileCheck %s --check-prefix=OK
// RUN: env -u GANGWAY_FAKE_DEVICE -u ACC_DEVICE_TYPE %t.d/prog ok 2>&1 | FileCheck %s --check-prefix=OK
//
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog zero 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog zero 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not %t.d/hostprog zero 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not env -u GANGWAY_FAKE_DEVICE -u ACC_DEVICE_TYPE %t.d/prog zero 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog zero > /dev/null 2>&1; test $? -eq 1
//
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog away 2>&1 | FileCheck %s --check-prefix=AWAY
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog away 2>&1 | FileCheck %s --check-prefix=AWAY
// RUN: not %t.d/hostprog away 2>&1 | FileCheck %s --check-prefix=AWAY
// RUN: not env -u GANGWAY_FAKE_DEVICE -u ACC_DEVICE_TYPE %t.d/prog away 2>&1 | FileCheck %s --check-prefix=AWAY
//
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog collapsed 2>&1 | FileCheck %s --check-prefix=COLLAPSED
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog collapsed 2>&1 | FileCheck %s --check-prefix=COLLAPSED
// RUN: not %t.d/hostprog collapsed 2>&1 | FileCheck %s --check-prefix=COLLAPSED
//
// The inner vector loop's bounds depend on the row: the host version checks
// it before it runs (the kernel's own check: translate/rt_loop_step_kernel).
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog inner 2>&1 | FileCheck %s --check-prefix=INNER
// RUN: not %t.d/hostprog inner 2>&1 | FileCheck %s --check-prefix=INNER

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 600

static double a[N], b[N], m[40][40];
static int rowlen[40];

static unsigned seed = 12345;
static double rnd(void)
{
    seed = seed * 1103515245u + 12345u;
    return (double)(seed >> 8 & 0xffff) / 65536.0;
}

/* up by stride from lo, as the plain loop does */
static void scale(double *restrict x, const double *restrict y, int lo, int hi, int stride)
{
#pragma acc parallel loop copyin(y[0:N]) copy(x[0:N])
    for (int i = lo; i < hi; i += stride)
        x[i] = 2 * y[i] + 1;
}

/* down by stride: i -= stride, i >= lo */
static void shift_down(double *restrict x, const double *restrict y, int lo, int hi, int stride)
{
#pragma acc parallel loop copyin(y[0:N]) copy(x[0:N])
    for (int i = hi; i >= lo; i -= stride)
        x[i] = y[i] - 3;
}

static void rows(double (*restrict q)[40], const int *restrict len, int n, int stride)
{
#pragma acc parallel loop gang copyin(len[0:40]) copy(q[0:40][0:40])
    for (int r = 0; r < n; r++)
#pragma acc loop vector
        for (int c = 0; c < len[r]; c += stride)
            q[r][c] = r * 100 + c;
}

static void grid(double (*restrict q)[40], int n, int s1, int s2)
{
#pragma acc parallel loop collapse(2) copy(q[0:40][0:40])
    for (int r = 0; r < n; r += s1)
        for (int c = 0; c < n; c += s2)
            q[r][c] = r - c;
}

static int same(const double *x, const double *y, int n, const char *what)
{
    for (int i = 0; i < n; i++)
        if (x[i] != y[i]) {
            printf("FAIL %s: [%d] = %g, host loop %g\n", what, i, x[i], y[i]);
            return 0;
        }
    return 1;
}

int main(int argc, char **argv)
{
    const char *mode = argc > 1 ? argv[1] : "ok";
    int zero = argc > 2 ? atoi(argv[2]) : 0, minus = zero - 2;
    static double ref[N], refm[40][40];
    for (int i = 0; i < N; i++)
        b[i] = rnd();
    for (int r = 0; r < 40; r++)
        rowlen[r] = 1 + (int)(rnd() * 39);
    if (!strcmp(mode, "ok")) {
        int ok = 1;
        int strides[] = {1, 3, 7};
        for (int k = 0; k < 3; k++) {
            int s = strides[k];
            memset(a, 0, sizeof a), memset(ref, 0, sizeof ref);
            scale(a, b, 5, N - 2, s);
            for (int i = 5; i < N - 2; i += s) ref[i] = 2 * b[i] + 1;
            ok &= same(a, ref, N, "scale");
            shift_down(a, b, 4, N - 9, s);
            for (int i = N - 9; i >= 4; i -= s) ref[i] = b[i] - 3;
            ok &= same(a, ref, N, "shift_down");
            memset(m, 0, sizeof m), memset(refm, 0, sizeof refm);
            rows(m, rowlen, 40, s);
            for (int r = 0; r < 40; r++)
                for (int c = 0; c < rowlen[r]; c += s) refm[r][c] = r * 100 + c;
            ok &= same(&m[0][0], &refm[0][0], 40 * 40, "rows");
            grid(m, 40, s, 4 - k);
            for (int r = 0; r < 40; r += s)
                for (int c = 0; c < 40; c += 4 - k) refm[r][c] = r - c;
            ok &= same(&m[0][0], &refm[0][0], 40 * 40, "grid");
        }
        /* bad steps in loops that do not run: C's business, nothing happens */
        memcpy(ref, a, sizeof a);
        scale(a, b, N, N, zero);
        scale(a, b, 9, 3, minus);
        shift_down(a, b, 10, 9, zero);
        rows(m, rowlen, 0, zero);
        ok &= same(a, ref, N, "loops that do not run");
        printf("%s\n", ok ? "PASS" : "FAIL");
        // OK: PASS
        return ok ? 0 : 1;
    }
    if (!strcmp(mode, "zero"))
        scale(a, b, 0, N, zero);
    // ZERO: rt_loop_step.c:56: error: the loop over 'i' steps by stride = 0 at run time: it would never end
    // ZERO-NEXT: hint: a loop a directive partitions needs a trip count computable before it runs (OpenACC 3.3, 2.9)
    // ZERO-NOT: PASS
    if (!strcmp(mode, "away"))
        shift_down(a, b, 0, N - 1, minus);
    // AWAY: rt_loop_step.c:64: error: the loop over 'i' steps by -stride = 2 at run time, away from its bound: it would never end
    if (!strcmp(mode, "collapsed"))
        grid(m, 40, 1, zero);
    // COLLAPSED: rt_loop_step.c:81: error: the loop over 'c' steps by s2 = 0 at run time: it would never end
    if (!strcmp(mode, "inner"))
        rows(m, rowlen, 40, zero);
    // INNER: rt_loop_step.c:73: error: the loop over 'c' steps by stride = 0 at run time: it would never end
    printf("unreached\n");
    return 0;
}
