/* ind8 (OpenACC, issue 18): 8 independent arrays of 64K doubles, each
 * updated by its own small kernel, 1000 time steps, written synchronously
 * as most programs are: nothing in the program says the 8 regions of a step
 * may run side by side.  Launch-bound: the measure of automatic asynchronous
 * execution and graph replay (docs/async-plan.md, step 1).
 *
 * Kernel: x[i] = (x[i] + j + 1) * 0.5 (no product to contract: the device
 * and the host loop round identically).  ms = the 1000 steps; metric =
 * us per step.  Check: every element against the host loop, bit for bit.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NA 8
#define N 65536
#define STEPS 1000

#ifdef _OPENACC
#define IMPL "acc"
#else
#define IMPL "cpu"
#endif

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

static void step_one(double *restrict x, int n, double k)
{
#pragma acc parallel loop present(x[0:n])
    for (int i = 0; i < n; i++)
        x[i] = (x[i] + k) * 0.5;
}

int main(void)
{
    double *a[NA], *ref[NA];
    for (int j = 0; j < NA; j++) {
        a[j] = malloc(N * sizeof(double));
        ref[j] = malloc(N * sizeof(double));
        if (!a[j] || !ref[j]) { fprintf(stderr, "alloc failed\n"); return 1; }
        unsigned s = 12345u + 977u * (unsigned)j;
        for (int i = 0; i < N; i++) {
            s = s * 1103515245u + 12345u;
            a[j][i] = ref[j][i] = (double)(s >> 8) / 16777216.0;
        }
    }
    double *a0 = a[0], *a1 = a[1], *a2 = a[2], *a3 = a[3], *a4 = a[4], *a5 = a[5], *a6 = a[6], *a7 = a[7];
    double t0, t1;
#pragma acc data copy(a0[0:N], a1[0:N], a2[0:N], a3[0:N], a4[0:N], a5[0:N], a6[0:N], a7[0:N])
    {
        for (int j = 0; j < NA; j++)    /* warm-up: every kernel loaded */
            step_one(a[j], N, 0.0);
        t0 = now_ms();
        for (int t = 0; t < STEPS; t++)
            for (int j = 0; j < NA; j++)
                step_one(a[j], N, (double)(j + 1));
#pragma acc wait
        t1 = now_ms();
    }
    long bad = 0;
    for (int j = 0; j < NA; j++) {
        for (int i = 0; i < N; i++)
            ref[j][i] = (ref[j][i] + 0.0) * 0.5;
        for (int t = 0; t < STEPS; t++)
            for (int i = 0; i < N; i++)
                ref[j][i] = (ref[j][i] + (double)(j + 1)) * 0.5;
        bad += memcmp(a[j], ref[j], N * sizeof(double)) != 0;
    }
    double ms = t1 - t0;
    printf("RESULT name=ind8 impl=%s ms=%.3f metric=%.2fus/step check=%s\n", IMPL, ms, 1e3 * ms / STEPS,
           bad ? "FAIL" : "PASS");
    for (int j = 0; j < NA; j++) { free(a[j]); free(ref[j]); }
    return bad != 0;
}
