/* ep.c: embarrassingly parallel kernel in the style of the classic benchmark:
   a gang loop over batches, each drawing 2^(MK+1) uniform numbers into a
   private array with a long sequential loop, turning pairs into Gaussian
   deviates, tallying them into a small array reduction q[NQ] and summing
   with scalar reductions; verified against the same computation on the host */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include "type.h"
#include "npbparams.h"
#include "randdp.h"
#include "timers.h"
#include "print_results.h"

#define MM (M - MK)
#define NN (1 << MM)
#define NK (1 << MK)
#define NQ 10
#define EPSILON 1.0e-8
#define S 271828183UL

static double x[2 * NK];
static double q[NQ];

/* One batch: its numbers, its pairs, its tally (host reference) */
static void batch_host(int k, double xs[], double tally[], double *sx, double *sy)
{
    unsigned long seed = ranskip(S, (unsigned long)k * 2 * NK);
    vranlc(2 * NK, &seed, xs);
    for (int i = 0; i < NK; i++) {
        double x1 = 2.0 * xs[2 * i] - 1.0;
        double x2 = 2.0 * xs[2 * i + 1] - 1.0;
        double t1 = x1 * x1 + x2 * x2;
        if (t1 <= 1.0 && t1 > 0.0) {
            double t2 = sqrt(-2.0 * log(t1) / t1);
            double t3 = x1 * t2, t4 = x2 * t2;
            int l = (int)fmax(fabs(t3), fabs(t4));
            tally[l] += 1.0;
            *sx += t3;
            *sy += t4;
        }
    }
}

int main(void)
{
    double sx = 0.0, sy = 0.0, gc = 0.0, tm, mops;
    double rq[NQ], rsx = 0.0, rsy = 0.0, rgc = 0.0;
    logical verified;
    int k, i;

    printf("\n\n bench-style EP Benchmark\n");
    printf(" Number of random numbers generated: %15.0f\n", pow(2.0, M + 1));
    for (i = 0; i < NQ; i ++) {
        q[i] = 0.0;
        rq[i] = 0.0;
    }
    timer_clear(0);
    timer_start(0);

    #pragma acc parallel loop gang private(x) reduction(+:sx, sy) reduction(+:q[0:NQ])
    for (k = 0; k < NN; k ++) {
        unsigned long seed = ranskip(S, (unsigned long)k * 2 * NK);
        vranlc(2 * NK, &seed, x);
        for (i = 0; i < NK; i++) {
            double x1 = 2.0 * x[2 * i] - 1.0;
            double x2 = 2.0 * x[2 * i + 1] - 1.0;
            double t1 = x1 * x1 + x2 * x2;
            if (t1 <= 1.0 && t1 > 0.0) {
                double t2 = sqrt(-2.0 * log(t1) / t1);
                double t3 = x1 * t2, t4 = x2 * t2;
                int l = (int)fmax(fabs(t3), fabs(t4));
                q[l] += 1.0;
                sx += t3;
                sy += t4;
            }
        }
    }

    timer_stop(0);
    tm = timer_read(0);
    for (i = 0; i < NQ; i ++)
        gc = gc + q[i];

    /* the same on the host, batch by batch */
    {
        double *xs = malloc(2 * NK * sizeof *xs);
        for (k = 0; k < NN; k++)
            batch_host(k, xs, rq, &rsx, &rsy);
        free(xs);
        for (i = 0; i < NQ; i++)
            rgc += rq[i];
    }

    verified = true;
    if (fabs((sx - rsx) / rsx) > EPSILON || fabs((sy - rsy) / rsy) > EPSILON)
        verified = false;
    for (i = 0; i < NQ; i ++)
        if (q[i] != rq[i])
            verified = false;
    if (gc != rgc || gc < 0.7 * NN * NK)
        verified = false;

    mops = tm > 0 ? pow(2.0, M + 1) / tm / 1000000.0 : 0.0;
    printf(" Gaussian pairs: %15.0f (host %15.0f)\n", gc, rgc);
    printf(" Sums: %25.15e %25.15e\n", sx, sy);
    printf(" Host: %25.15e %25.15e\n", rsx, rsy);
    printf(" Counts:\n");
    for (i = 0; i < NQ; i ++)
        printf("%3d%15.0f%15.0f\n", i, q[i], rq[i]);
    print_results("EP", CLASS, M + 1, 0, 0, 0, tm, mops,
                  "Random numbers generated", verified, NPBVERSION, COMPILETIME);
    if (verified != true) {
        printf("FAIL\n");
        return 1;
    }
    printf("PASS\n");
    return 0;
}
