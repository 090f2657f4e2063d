/* gang_bodies.c: gang loops whose iterations each run a long sequential body
 * (the "embarrassingly parallel" pattern of classic benchmark suites): random
 * numbers into a private array by a seq routine, then a tally into scalar
 * reductions.  Times, each the median of REPS runs after one warm-up:
 *   ep_tally     gang loop, private array of 2*NK doubles, 6 reductions
 *   ep_noarray   the same numbers drawn one at a time, no private array
 * One line each: RESULT case=NAME ms=MEDIAN check=PASS|FAIL, checked
 * against the same loop on the host. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define NK 1024
#define NP 8192
#define REPS 5

static double t[REPS];

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
}

static int cmp_double(const void *a, const void *b)
{
    double p = *(const double *)a, q = *(const double *)b;
    return p < q ? -1 : p > q;
}

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

typedef struct { double sx, sy, q0, q1, q2, q3; } Tally;

static void add_pair(Tally *r, double x1, double x2)
{
    double tt = x1 * x1 + x2 * x2;
    if (tt <= 1.0 && tt > 0.0) {
        double f = sqrt(-2.0 * log(tt) / tt), a = x1 * f, b = x2 * f;
        int l = (int)fmax(fabs(a), fabs(b));
        if (l == 0) r->q0 += 1; else if (l == 1) r->q1 += 1; else if (l == 2) r->q2 += 1; else r->q3 += 1;
        r->sx += a;
        r->sy += b;
    }
}

static Tally ep_tally(void)
{
    double x[2 * NK];
    double sx = 0, sy = 0, q0 = 0, q1 = 0, q2 = 0, q3 = 0;
#pragma acc parallel loop gang private(x) reduction(+:sx, sy, q0, q1, q2, q3)
    for (int k = 0; k < NP; k++) {
        fill(2 * NK, 0x9E3779B97F4A7C15ULL * (unsigned long long)(k + 1), x);
        for (int i = 0; i < NK; i++) {
            double x1 = 2.0 * x[2 * i] - 1.0, x2 = 2.0 * x[2 * i + 1] - 1.0;
            double tt = x1 * x1 + x2 * x2;
            if (tt <= 1.0 && tt > 0.0) {
                double f = sqrt(-2.0 * log(tt) / tt), a = x1 * f, b = x2 * f;
                int l = (int)fmax(fabs(a), fabs(b));
                if (l == 0) q0 += 1; else if (l == 1) q1 += 1; else if (l == 2) q2 += 1; else q3 += 1;
                sx += a;
                sy += b;
            }
        }
    }
    return (Tally){sx, sy, q0, q1, q2, q3};
}

static Tally ep_noarray(void)
{
    double sx = 0, sy = 0, q0 = 0, q1 = 0, q2 = 0, q3 = 0;
#pragma acc parallel loop gang reduction(+:sx, sy, q0, q1, q2, q3)
    for (int k = 0; k < NP; k++) {
        unsigned long long s = 0x9E3779B97F4A7C15ULL * (unsigned long long)(k + 1);
        for (int i = 0; i < NK; i++) {
            double x1 = 2.0 * lcg(&s) - 1.0, x2 = 2.0 * lcg(&s) - 1.0;
            double tt = x1 * x1 + x2 * x2;
            if (tt <= 1.0 && tt > 0.0) {
                double f = sqrt(-2.0 * log(tt) / tt), a = x1 * f, b = x2 * f;
                int l = (int)fmax(fabs(a), fabs(b));
                if (l == 0) q0 += 1; else if (l == 1) q1 += 1; else if (l == 2) q2 += 1; else q3 += 1;
                sx += a;
                sy += b;
            }
        }
    }
    return (Tally){sx, sy, q0, q1, q2, q3};
}

static Tally host(void)
{
    static double x[2 * NK];
    Tally r = {0, 0, 0, 0, 0, 0};
    for (int k = 0; k < NP; k++) {
        fill(2 * NK, 0x9E3779B97F4A7C15ULL * (unsigned long long)(k + 1), x);
        for (int i = 0; i < NK; i++) add_pair(&r, 2.0 * x[2 * i] - 1.0, 2.0 * x[2 * i + 1] - 1.0);
    }
    return r;
}

static int same(Tally a, Tally b)
{
    double tol = 1e-9 * NP * NK;
    return a.q0 == b.q0 && a.q1 == b.q1 && a.q2 == b.q2 && a.q3 == b.q3 && fabs(a.sx - b.sx) < tol
           && fabs(a.sy - b.sy) < tol;
}

static void run(const char *name, Tally (*f)(void), Tally want)
{
    int ok = same(f(), want);
    for (int r = 0; r < REPS; r++) {
        double t0 = now_ms();
        Tally got = f();
        t[r] = now_ms() - t0;
        ok = ok && same(got, want);
    }
    qsort(t, REPS, sizeof *t, cmp_double);
    printf("RESULT case=%s ms=%.3f check=%s\n", name, t[REPS / 2], ok ? "PASS" : "FAIL");
}

int main(void)
{
    Tally want = host();
    run("ep_tally", ep_tally, want);
    run("ep_noarray", ep_noarray, want);
    return 0;
}
