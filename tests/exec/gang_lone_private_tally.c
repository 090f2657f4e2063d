/* A gang loop of long sequential bodies (no worker or vector loop): random numbers into a private array, then a tally into scalar and array reductions; several gangs share a block */
#include <math.h>
#include <stdio.h>

#define NK 512
#define NQ 8
#define NP 3000

#pragma acc routine seq
static double lcg(unsigned long long *s)
{
    *s = *s * 6364136223846793005ULL + 1442695040888963407ULL;
    return (double)(*s >> 11) * (1.0 / 9007199254740992.0);
}

#pragma acc routine seq
static void fill(int n, unsigned long long seed, double *y)
{
    for (int i = 0; i < n; i++) y[i] = lcg(&seed);
}

static void tally(int k, double *x, double *sx, double *sy, long *q, long *hits)
{
    fill(2 * NK, 0x9E3779B97F4A7C15ULL * (unsigned long long)(k + 1), x);
    for (int i = 0; i < NK; i++) {
        double x1 = 2.0 * x[2 * i] - 1.0, x2 = 2.0 * x[2 * i + 1] - 1.0;
        double t = x1 * x1 + x2 * x2;
        if (t <= 1.0 && t > 0.0) {
            double f = sqrt(-2.0 * log(t) / t);
            double a = x1 * f, b = x2 * f;
            int l = (int)fmax(fabs(a), fabs(b));
            if (l > NQ - 1) l = NQ - 1;
            q[l] += 1;
            *sx += a;
            *sy += b;
            *hits += 1;
        }
    }
}

int main(void)
{
    double x[2 * NK];
    double sx = 0.5, sy = -0.25;
    long q[NQ], hits = 7;
    for (int i = 0; i < NQ; i++) q[i] = i;
    #pragma acc parallel loop gang private(x) reduction(+:sx, sy, hits) reduction(+:q)
    for (int k = 0; k < NP; k++) {
        fill(2 * NK, 0x9E3779B97F4A7C15ULL * (unsigned long long)(k + 1), x);
        for (int i = 0; i < NK; i++) {
            double x1 = 2.0 * x[2 * i] - 1.0, x2 = 2.0 * x[2 * i + 1] - 1.0;
            double t = x1 * x1 + x2 * x2;
            if (t <= 1.0 && t > 0.0) {
                double f = sqrt(-2.0 * log(t) / t);
                double a = x1 * f, b = x2 * f;
                int l = (int)fmax(fabs(a), fabs(b));
                if (l > NQ - 1) l = NQ - 1;
                q[l] += 1;
                sx += a;
                sy += b;
                hits += 1;
            }
        }
    }
    double wx = 0.5, wy = -0.25;
    long wq[NQ], whits = 7;
    for (int i = 0; i < NQ; i++) wq[i] = i;
    for (int k = 0; k < NP; k++) tally(k, x, &wx, &wy, wq, &whits);
    int bad = 0;
    for (int i = 0; i < NQ; i++)
        if (q[i] != wq[i]) { printf("q[%d] = %ld, expected %ld\n", i, q[i], wq[i]); bad++; }
    if (hits != whits) { printf("hits = %ld, expected %ld\n", hits, whits); bad++; }
    if (fabs(sx - wx) > 1e-9 * (fabs(wx) + whits) || fabs(sy - wy) > 1e-9 * (fabs(wy) + whits)) {
        printf("sx, sy = %.17g, %.17g, expected %.17g, %.17g\n", sx, sy, wx, wy);
        bad++;
    }

    /* gang-redundant code before the loop and num_gangs: each gang a thread */
    int per[NP];
    for (int k = 0; k < NP; k++) per[k] = -1;
    int base = 3;
    #pragma acc parallel num_gangs(40) copyout(per) firstprivate(base)
    {
        int off = base * 2;
        #pragma acc loop gang
        for (int k = 0; k < NP; k++) {
            unsigned long long s = (unsigned long long)k;
            int c = 0;
            for (int i = 0; i < 100; i++) c += lcg(&s) < 0.5;
            per[k] = c + off;
        }
    }
    for (int k = 0; k < NP; k++) {
        unsigned long long s = (unsigned long long)k;
        int c = 0;
        for (int i = 0; i < 100; i++) c += lcg(&s) < 0.5;
        if (per[k] != c + 6 && bad++ < 10) printf("per[%d] = %d, expected %d\n", k, per[k], c + 6);
    }
    if (bad) { printf("FAIL\n"); return 1; }
    printf("PASS\n");
    return 0;
}
