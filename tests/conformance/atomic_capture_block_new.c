/* Covers: atomic capture, structured-block forms {x binop= expr; v = x;} {x = x binop expr; v = x;} {x = expr binop x; v = x;} {x++; v = x;} {++x; v = x;} {x--; v = x;} {--x; v = x;} (OpenACC 3.3 sec. 2.12; {update; v = x;}: v receives the value of x after the update) on int, unsigned, long, float and double with the operators + - * / & | ^ >> and ++/--, all iterations contending for one x; captured values must chain from the initial to the final value, or form the exact set of intermediate values. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

#define N 6000
static int inc[N], idx[N];
static double o_[N], n_[N];
static unsigned char seen[N];
static long kk[N];
static unsigned int seed = 0xB10C0002u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static const double *g_key;
static int cmp_key(const void *a, const void *b)
{
    double x = g_key[*(const int *)a], y = g_key[*(const int *)b];
    return (x > y) - (x < y);
}

/* o_[i], n_[i]: x before and after update i.  Sorted by the value before
 * (ascending if up, else descending), each update must start where the
 * previous one ended, from x0 to xf. */
static int chain(const char *what, int n, double x0, double xf, int up)
{
    for (int i = 0; i < n; i++) idx[i] = i;
    g_key = o_;
    qsort(idx, (size_t)n, sizeof idx[0], cmp_key);
    if (!up)
        for (int i = 0; i < n / 2; i++) { int t = idx[i]; idx[i] = idx[n - 1 - i]; idx[n - 1 - i] = t; }
    if (o_[idx[0]] != x0) { printf("%s: first update starts at %.17g, expected %.17g\n", what, o_[idx[0]], x0); return 1; }
    for (int k = 0; k + 1 < n; k++)
        if (n_[idx[k]] != o_[idx[k + 1]]) {
            printf("%s: update %d ends at %.17g but the next one starts at %.17g\n", what, idx[k], n_[idx[k]], o_[idx[k + 1]]);
            return 1;
        }
    if (n_[idx[n - 1]] != xf) { printf("%s: last update ends at %.17g, final x is %.17g\n", what, n_[idx[n - 1]], xf); return 1; }
    return 0;
}

/* k[i]: position of update i's captured value in the sequence; a permutation of 0 .. n-1 */
static int perm(const char *what, int n, const long *k)
{
    memset(seen, 0, (size_t)n);
    for (int i = 0; i < n; i++) {
        if (k[i] < 0 || k[i] >= n || seen[k[i]]) { printf("%s: update %d captured the value at position %ld (duplicate or out of range)\n", what, i, k[i]); return 1; }
        seen[k[i]] = 1;
    }
    return 0;
}

/* v[i] = 2^e with e in [lo, lo + n), all distinct */
static int powers(const char *what, int n, const double *v, int lo)
{
    memset(seen, 0, (size_t)n);
    for (int i = 0; i < n; i++) {
        int e;
        double f = frexp(v[i], &e);
        long k = (long)(e - 1) - lo;
        if (f != 0.5 || k < 0 || k >= n || seen[k]) { printf("%s: update %d captured %g, not a new power of two in range\n", what, i, v[i]); return 1; }
        seen[k] = 1;
    }
    return 0;
}

/* update i changed bit i only: its bit must be set (own) or clear (!own) in
 * the captured value, the n values have distinct bit counts and nest. */
static int bitsets(const char *what, int n, const unsigned long *v, int own)
{
    int pc[65];
    for (int c = 0; c <= 64; c++) pc[c] = -1;
    for (int i = 0; i < n; i++) {
        int c = 0;
        for (unsigned long t = v[i]; t; t >>= 1) c += (int)(t & 1);
        if (!!(v[i] & (1UL << i)) != own) { printf("%s: update %d captured %#lx, its bit is %s\n", what, i, v[i], own ? "clear" : "set"); return 1; }
        if (pc[c] >= 0) { printf("%s: updates %d and %d captured values with %d bits\n", what, pc[c], i, c); return 1; }
        pc[c] = i;
    }
    for (int c = 0; c < 64; c++)
        if (pc[c] >= 0 && pc[c + 1] >= 0 && (v[pc[c]] & ~v[pc[c + 1]])) { printf("%s: captured values do not nest\n", what); return 1; }
    return 0;
}

int main(void)
{
    int bad = 0;
    for (int i = 0; i < N; i++) inc[i] = 1 + (int)(xrand() % 9u);

    /* + and - forms and ++/-- forms, contended */
    int ai = 1000; double sd = 5.0e6; long al = -(1L << 40);
    unsigned pu = 0xFFFFF000u; float pf = 100.0f; long dl = 1L << 35; int di = 0;
    static int vai[N], vdi[N]; static double vsd[N]; static long val[N], vdl[N]; static unsigned vpu[N]; static float vpf[N];
#pragma acc parallel loop copyin(inc) copy(ai, sd, al, pu, pf, dl, di) copyout(vai, vsd, val, vpu, vpf, vdl, vdi)
    for (int i = 0; i < N; i++) {
        int e = inc[i];
#pragma acc atomic capture
        { ai += e; vai[i] = ai; }
#pragma acc atomic capture
        { sd = sd - e * 0.5; vsd[i] = sd; }
#pragma acc atomic capture
        { al = e * 7L + al; val[i] = al; }
#pragma acc atomic capture
        { pu++; vpu[i] = pu; }
#pragma acc atomic capture
        { ++pf; vpf[i] = pf; }
#pragma acc atomic capture
        { dl--; vdl[i] = dl; }
#pragma acc atomic capture
        { --di; vdi[i] = di; }
    }
    for (int i = 0; i < N; i++) { n_[i] = (double)vai[i]; o_[i] = n_[i] - (inc[i]); }
    bad += chain("int x += e", N, 1000, ai, 1);
    for (int i = 0; i < N; i++) { n_[i] = (double)vsd[i]; o_[i] = n_[i] + (inc[i] * 0.5); }
    bad += chain("double x = x - e", N, 5.0e6, sd, 0);
    for (int i = 0; i < N; i++) { n_[i] = (double)val[i]; o_[i] = n_[i] - (inc[i] * 7.0); }
    bad += chain("long x = e + x", N, (double)-(1L << 40), (double)al, 1);
    for (int i = 0; i < N; i++) kk[i] = (long)(unsigned)(vpu[i] - 0xFFFFF000u) - 1;
    bad += perm("unsigned x++", N, kk);
    if (pu != 0xFFFFF000u + N) { printf("unsigned x++: final %#x\n", pu); bad++; }
    for (int i = 0; i < N; i++) kk[i] = (long)(vpf[i] - 100.0f) - 1;
    bad += perm("float ++x", N, kk);
    if (pf != 100.0f + N) { printf("float ++x: final %g\n", pf); bad++; }
    for (int i = 0; i < N; i++) kk[i] = (long)((1L << 35) - vdl[i]) - 1;
    bad += perm("long x--", N, kk);
    if (dl != (1L << 35) - N) { printf("long x--: final %ld\n", dl); bad++; }
    for (int i = 0; i < N; i++) kk[i] = (long)(0 - vdi[i]) - 1;
    bad += perm("int --x", N, kk);
    if (di != -N) { printf("int --x: final %d\n", di); bad++; }

    /* * and / : powers of two */
    double md = 1.0; int qi = 1 << 30;
    static double vmd[1000]; static int vqi[30]; static double vq[30];
#pragma acc parallel loop copy(md) copyout(vmd)
    for (int i = 0; i < 1000; i++) {
#pragma acc atomic capture
        { md = md * 2.0; vmd[i] = md; }
    }
#pragma acc parallel loop copy(qi) copyout(vqi)
    for (int i = 0; i < 30; i++) {
#pragma acc atomic capture
        { qi /= 2; vqi[i] = qi; }
    }
    bad += powers("double x = x * e", 1000, vmd, 1);
    if (md != 0x1p1000) { printf("double x = x * e: final %g\n", md); bad++; }
    for (int i = 0; i < 30; i++) vq[i] = vqi[i];
    bad += powers("int x /= e", 30, vq, 0);
    if (qi != 1) { printf("int x /= e: final %d\n", qi); bad++; }

    /* & | ^ >> : one bit per update */
    unsigned au = 0xFFFFFFFFu, ou = 0u, ru = 0x80000000u; long xl = 0;
    static unsigned long wa[64], wo[64], wx[64]; static double wr[31];
    static unsigned vau[32], vou[32], vru[31]; static long vxl[64];
#pragma acc parallel loop copy(au, ou, ru, xl) copyout(vau, vou, vru, vxl)
    for (int i = 0; i < 64; i++) {
        if (i < 32) {
#pragma acc atomic capture
            { au = au & ~(1u << i); vau[i] = au; }
#pragma acc atomic capture
            { ou = (1u << i) | ou; vou[i] = ou; }
        }
        if (i < 31) {
#pragma acc atomic capture
            { ru >>= 1; vru[i] = ru; }
        }
#pragma acc atomic capture
        { xl ^= 1L << i; vxl[i] = xl; }
    }
    for (int i = 0; i < 64; i++) { if (i < 32) { wa[i] = vau[i]; wo[i] = vou[i]; } if (i < 31) wr[i] = vru[i]; wx[i] = (unsigned long)vxl[i]; }
    bad += bitsets("unsigned x = x & e", 32, wa, 0);
    bad += bitsets("unsigned x = e | x", 32, wo, 1);
    bad += bitsets("long x ^= e", 64, wx, 1);
    bad += powers("unsigned x >>= e", 31, wr, 0);
    if (au != 0u || ou != 0xFFFFFFFFu || ru != 1u || xl != -1L) { printf("bit updates: final %#x %#x %#x %#lx\n", au, ou, ru, (unsigned long)xl); bad++; }

    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
