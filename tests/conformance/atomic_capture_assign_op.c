/* Covers: atomic capture of the statement forms v = x = x binop expr; and v = x = expr binop x; (OpenACC 3.3 sec. 2.12: v receives the new value of x) with + on int, unsigned, long, float and double (the captured values must chain from the initial to the final value), expr * x on unsigned (distinct powers), expr | x on long (nested bit sets) and the reflection x = c - x (captured values alternate between two values, half each). */
#include <stdio.h>
#include <stdlib.h>

#define N 6000
static int inc[N], idx[N];
static int vi[N];
static unsigned vu[N], mu_[N];
static long vl[N], ol[64];
static float vf[N];
static double vd[N], o_[N], n_[N];
static int rr[N];
static unsigned int seed = 0x0A55160Bu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static const double *g_old;
static int cmp_old(const void *a, const void *b)
{
    double x = g_old[*(const int *)a], y = g_old[*(const int *)b];
    return (x > y) - (x < y);
}

/* o_[i], n_[i]: x before and after update i; sorted by the value before,
 * each update starts where the previous one ended, from x0 to xf. */
static int chain(const char *what, int n, double x0, double xf)
{
    for (int i = 0; i < n; i++) idx[i] = i;
    g_old = o_;
    qsort(idx, (size_t)n, sizeof idx[0], cmp_old);
    if (o_[idx[0]] != x0) { printf("%s: first update starts at %.17g, expected %.17g\n", what, o_[idx[0]], x0); return 1; }
    for (int k = 0; k + 1 < n; k++)
        if (n_[idx[k]] != o_[idx[k + 1]]) {
            printf("%s: update %d ends at %.17g but the next one starts at %.17g\n", what, idx[k], n_[idx[k]], o_[idx[k + 1]]);
            return 1;
        }
    if (n_[idx[n - 1]] != xf) { printf("%s: last update ends at %.17g, final x is %.17g\n", what, n_[idx[n - 1]], xf); return 1; }
    return 0;
}

int main(void)
{
    int bad = 0;
    for (int i = 0; i < N; i++) inc[i] = 1 + (int)(xrand() % 9u);

    int xi = -50000; unsigned xu = 77u; long xl = -(1L << 41); float xf = 3.0f; double xd = 0.125;
    unsigned mu = 1u; int rx = 10;
#pragma acc parallel loop copyin(inc) copy(xi, xu, xl, xf, xd, mu, rx) copyout(vi, vu, vl, vf, vd, mu_, rr)
    for (int i = 0; i < N; i++) {
        int e = inc[i];
#pragma acc atomic capture
        vi[i] = xi = xi + e;
#pragma acc atomic capture
        vu[i] = xu = (unsigned)e + xu;
#pragma acc atomic capture
        vl[i] = xl = xl + e * 3L;
#pragma acc atomic capture
        vf[i] = xf = (float)e + xf;
#pragma acc atomic capture
        vd[i] = xd = xd + e * 0.125;
#pragma acc atomic capture
        mu_[i] = mu = 5u * mu;
#pragma acc atomic capture
        rr[i] = rx = 7 - rx;
    }
#define CHAIN(what, v, amount, x0, xf_) \
    do { for (int i = 0; i < N; i++) { n_[i] = (double)(v)[i]; o_[i] = n_[i] - (amount); } \
         bad += chain(what, N, (double)(x0), (double)(xf_)); } while (0)
    CHAIN("int x = x + e", vi, inc[i], -50000, xi);
    CHAIN("unsigned x = e + x", vu, inc[i], 77u, xu);
    CHAIN("long x = x + e", vl, inc[i] * 3.0, -(1L << 41), xl);
    CHAIN("float x = e + x", vf, inc[i], 3.0f, xf);
    CHAIN("double x = x + e", vd, inc[i] * 0.125, 0.125, xd);

    /* 5 * x: the captured values are 5^1 .. 5^N modulo 2^32, all distinct (5 has order 2^30) */
    {
        static unsigned pw[N];
        static unsigned char seen[N];
        unsigned p = 1u;
        for (int k = 0; k < N; k++) { p *= 5u; pw[k] = p; seen[k] = 0; }
        for (int i = 0; i < N && bad < 20; i++) {
            int k = 0;
            while (k < N && pw[k] != mu_[i]) k++;
            if (k == N || seen[k]) { printf("unsigned x = e * x: captured %u is not a new power of 5\n", mu_[i]); bad++; }
            else seen[k] = 1;
        }
        if (mu != pw[N - 1]) { printf("unsigned x = e * x: final %u, expected %u\n", mu, pw[N - 1]); bad++; }
    }

    /* 7 - x from 10: the new values alternate -3, 10, so half are -3 and half are 10 */
    {
        int c3 = 0, c10 = 0;
        for (int i = 0; i < N; i++) { if (rr[i] == -3) c3++; else if (rr[i] == 10) c10++; }
        if (c3 != N / 2 || c10 != N / 2 || rx != 10) { printf("int x = e - x: %d times -3, %d times 10 (expected %d each), final %d\n", c3, c10, N / 2, rx); bad++; }
    }

    /* e | x with one bit per update (long): the new values have 1..64 bits and nest */
    long bits = 0;
#pragma acc parallel loop copy(bits) copyout(ol)
    for (int i = 0; i < 64; i++) {
#pragma acc atomic capture
        ol[i] = bits = (1L << i) | bits;
    }
    {
        int pc[65];
        for (int k = 0; k <= 64; k++) pc[k] = -1;
        for (int i = 0; i < 64; i++) {
            unsigned long v = (unsigned long)ol[i];
            int c = 0;
            for (unsigned long t = v; t; t >>= 1) c += (int)(t & 1);
            if (!(v & (1UL << i))) { printf("long x = e | x: update %d captured %#lx without its bit\n", i, v); bad++; }
            if (pc[c] >= 0) { printf("long x = e | x: updates %d and %d captured values with %d bits\n", pc[c], i, c); bad++; }
            pc[c] = i;
        }
        for (int k = 1; k < 64; k++)
            if (pc[k] >= 0 && pc[k + 1] >= 0 && ((unsigned long)ol[pc[k]] & ~(unsigned long)ol[pc[k + 1]])) { printf("long x = e | x: captured values do not nest\n"); bad++; break; }
        if (bits != -1L) { printf("long x = e | x: final %#lx\n", (unsigned long)bits); bad++; }
    }

    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
