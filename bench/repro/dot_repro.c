/* dot_repro.c: bench/acc/dot.c unchanged but for one line, the result's
 * bits printed as VALUE, so that tools/run-gpu.sh can compare runs (built with
 * and without --reproducible-reductions). */
/* dot (OpenACC): sum += a[i]*b[i], double, n = 2^27, 50 timed reps
 * (each rep is one reduction whose result returns to the host), inside one
 * data region, after 1 warm-up rep.
 *
 * Minimum traffic per rep: read a, b = 2*8*n = 16n B = 2,147,483,648 B/rep;
 *   50 reps = 107,374,182,400 B (107.37 GB).
 * Flops per rep: 2n = 268,435,456; 50 reps = 13.42 GFLOP.
 * ms = total wall time of the 50 timed reps; metric = 16n*50/time GB/s (1e9 B).
 * Check: inputs are multiples of 1/8 and 1/4 chosen so that every partial
 * sum is exactly representable in double, so any summation order gives the
 * exact host result.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <math.h>

#define N (1 << 27)
#define REPS 50

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

int main(void)
{
    const int n = N;
    double *a = malloc((size_t)n * sizeof(double));
    double *b = malloc((size_t)n * sizeof(double));
    if (!a || !b) { fprintf(stderr, "alloc failed\n"); return 1; }
    double ref = 0.0;
    for (int i = 0; i < n; i++) {
        a[i] = 1.0 + (double)(i % 17) * 0.125;
        b[i] = 0.5 + (double)(i % 13) * 0.25;
        ref += a[i] * b[i];
    }

    double t0, t1, sum = 0.0, last = 0.0;
    int nbad = 0;
#pragma acc data copyin(a[0:n], b[0:n])
    {
        /* warm-up rep */
        sum = 0.0;
#pragma acc parallel loop gang vector reduction(+:sum) present(a[0:n], b[0:n])
        for (int i = 0; i < n; i++)
            sum += a[i] * b[i];
        if (sum != ref) nbad++;

        t0 = now_ms();
        for (int r = 0; r < REPS; r++) {
            sum = 0.0;
#pragma acc parallel loop gang vector reduction(+:sum) present(a[0:n], b[0:n])
            for (int i = 0; i < n; i++)
                sum += a[i] * b[i];
            if (sum != ref) nbad++;
            last = sum;
        }
        t1 = now_ms();
    }

    double ms = t1 - t0;
    double gbs = 16.0 * (double)n * REPS / (ms * 1e-3) / 1e9;
    if (nbad) fprintf(stderr, "dot: %d reps wrong (last %.17g, ref %.17g)\n", nbad, last, ref);
    printf("RESULT name=dot impl=%s ms=%.3f metric=%.2fGB/s check=%s\n",
           IMPL, ms, gbs, nbad ? "FAIL" : "PASS");
    printf("VALUE dot %a\n", last);
    free(a); free(b);
    return 0;
}
