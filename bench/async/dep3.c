/* dep3 (OpenACC, issue 18): a time loop of 3 dependent kernels on 4K
 * doubles, 10,000 steps: each step's cost is the launches', not the work's.
 * The measure of launch overhead and graph replay (docs/async-plan.md, 4).
 *
 *   b[i] = (a[i] + 1) * 0.5
 *   c[i] = (b[i] + b[(i + 1) % n]) * 0.5
 *   a[i] = (c[i] + 0.25) * 0.5
 * (no product to contract: device and host round identically.)
 * ms = the 10,000 steps; metric = us per step.  Check: a against the host
 * loop, bit for bit.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define N 4096
#define STEPS 10000

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

static void host_step(double *a, double *b, double *c, int n)
{
    for (int i = 0; i < n; i++) b[i] = (a[i] + 1.0) * 0.5;
    for (int i = 0; i < n; i++) c[i] = (b[i] + b[(i + 1) % n]) * 0.5;
    for (int i = 0; i < n; i++) a[i] = (c[i] + 0.25) * 0.5;
}

int main(void)
{
    const int n = N;
    double *a = malloc(n * sizeof(double)), *b = calloc(n, sizeof(double)), *c = calloc(n, sizeof(double));
    double *ra = malloc(n * sizeof(double)), *rb = calloc(n, sizeof(double)), *rc = calloc(n, sizeof(double));
    if (!a || !b || !c || !ra || !rb || !rc) { fprintf(stderr, "alloc failed\n"); return 1; }
    unsigned s = 4242u;
    for (int i = 0; i < n; i++) {
        s = s * 1103515245u + 12345u;
        a[i] = ra[i] = (double)(s >> 8) / 16777216.0;
    }
    double t0 = 0, t1 = 0;
#pragma acc data copy(a[0:n]) create(b[0:n], c[0:n])
    {
        for (int t = -1; t < STEPS; t++) {      /* step -1: the warm-up */
            if (t == 0)
                t0 = now_ms();
#pragma acc parallel loop present(a[0:n], b[0:n])
            for (int i = 0; i < n; i++) b[i] = (a[i] + 1.0) * 0.5;
#pragma acc parallel loop present(b[0:n], c[0:n])
            for (int i = 0; i < n; i++) c[i] = (b[i] + b[(i + 1) % n]) * 0.5;
#pragma acc parallel loop present(a[0:n], c[0:n])
            for (int i = 0; i < n; i++) a[i] = (c[i] + 0.25) * 0.5;
        }
#pragma acc wait
        t1 = now_ms();
    }
    for (int t = -1; t < STEPS; t++)
        host_step(ra, rb, rc, n);
    int bad = memcmp(a, ra, n * sizeof(double)) != 0;
    double ms = t1 - t0;
    printf("RESULT name=dep3 impl=%s ms=%.3f metric=%.2fus/step check=%s\n", IMPL, ms, 1e3 * ms / STEPS,
           bad ? "FAIL" : "PASS");
    free(a); free(b); free(c); free(ra); free(rb); free(rc);
    return bad;
}
