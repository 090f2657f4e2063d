/* Covers: atomic capture of the statement form v = x binop= expr; (OpenACC 3.3 sec. 2.12: v receives the new value of x) for every C operator the spec lists (+ - * / & ^ | << >>) on int, unsigned, long, float and double, with all iterations contending for one x; the captured values must chain from the initial to the final value (each update seen exactly once). */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define N 8000
static int key[N], inc[N];
static int vi[N];
static unsigned vu[N];
static long vl[N];
static float vf[N];
static double vd[N];
static double o_[N], n_[N];
static int idx[N];
static unsigned int seed = 0x0FA55160u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static const double *g_old;
static int cmp_old(const void *a, const void *b)
{
    double x = g_old[*(const int *)a], y = g_old[*(const int *)b];
    return (x > y) - (x < y);
}

/* o_[i], n_[i]: x before and after update i.  Sorted by the value before
 * (ascending if up, else descending), each update must start where the
 * previous one ended, from x0 to xf.  Needs the values before to be distinct. */
static int chain(const char *what, int n, double x0, double xf, int up)
{
    for (int i = 0; i < n; i++) idx[i] = i;
    g_old = o_;
    qsort(idx, (size_t)n, sizeof idx[0], cmp_old);
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

static int popcount64(unsigned long v) { int c = 0; while (v) { c += (int)(v & 1); v >>= 1; } return c; }

int main(void)
{
    int bad = 0;
    for (int i = 0; i < N; i++) { key[i] = (int)(xrand() % 1000000u); inc[i] = 1 + key[i] % 8; }

    /* + and - on every type: positive increments, so the chain is monotone */
    int ai = -100000; unsigned au = 5u; long al = 1L << 36; float af = 0.5f; double ad = -0.25;
    int si = 100000; unsigned su = 0xFFFFFFF0u; long sl = 0; float sf = 40000.0f; double sd = 1.0e9;
    static int wi[N]; static unsigned wu[N]; static long wl[N]; static float wf[N]; static double wd[N];
#pragma acc parallel loop copyin(inc) copy(ai, au, al, af, ad, si, su, sl, sf, sd) copyout(vi, vu, vl, vf, vd, wi, wu, wl, wf, wd)
    for (int i = 0; i < N; i++) {
        int e = inc[i];
#pragma acc atomic capture
        vi[i] = ai += e;
#pragma acc atomic capture
        vu[i] = au += (unsigned)e;
#pragma acc atomic capture
        vl[i] = al += e * 1000L;
#pragma acc atomic capture
        vf[i] = af += (float)e;
#pragma acc atomic capture
        vd[i] = ad += e * 0.25;
#pragma acc atomic capture
        wi[i] = si -= e;
#pragma acc atomic capture
        wu[i] = su -= (unsigned)e;
#pragma acc atomic capture
        wl[i] = sl -= e;
#pragma acc atomic capture
        wf[i] = sf -= (float)e;
#pragma acc atomic capture
        wd[i] = sd -= e * 0.5;
    }
#define CHAIN(what, v, amount, x0, xf, up) \
    do { for (int i = 0; i < N; i++) { n_[i] = (double)(v)[i]; o_[i] = (up) ? n_[i] - (amount) : n_[i] + (amount); } \
         bad += chain(what, N, (double)(x0), (double)(xf), up); } while (0)
    CHAIN("int +=", vi, inc[i], -100000, ai, 1);
    CHAIN("unsigned +=", vu, inc[i], 5u, au, 1);
    CHAIN("long +=", vl, inc[i] * 1000.0, 1L << 36, al, 1);
    CHAIN("float +=", vf, inc[i], 0.5f, af, 1);
    CHAIN("double +=", vd, inc[i] * 0.25, -0.25, ad, 1);
    CHAIN("int -=", wi, inc[i], 100000, si, 0);
    CHAIN("unsigned -=", wu, inc[i], 0xFFFFFFF0u, su, 0);
    CHAIN("long -=", wl, inc[i], 0, sl, 0);
    CHAIN("float -=", wf, inc[i], 40000.0f, sf, 0);
    CHAIN("double -=", wd, inc[i] * 0.5, 1.0e9, sd, 0);

    /* * and / : unsigned *= 3 (powers of 3 modulo 2^32 are distinct), double *= 2 and /= 2,
     * int /= 2 from 2^30 (30 updates) */
#define M 1000
    unsigned mu = 1u; double md = 1.0, dd = 0x1p1000; int di = 1 << 30;
    static unsigned cu[M]; static double cd[M], ce[M]; static int ci[30];
#pragma acc parallel loop copy(mu, md, dd) copyout(cu, cd, ce)
    for (int i = 0; i < M; i++) {
#pragma acc atomic capture
        cu[i] = mu *= 3u;
#pragma acc atomic capture
        cd[i] = md *= 2.0;
#pragma acc atomic capture
        ce[i] = dd /= 2.0;
    }
#pragma acc parallel loop copy(di) copyout(ci)
    for (int i = 0; i < 30; i++) {
#pragma acc atomic capture
        ci[i] = di /= 2;
    }
    {
        static unsigned char seen[M + 1];
        unsigned p = 1u;
        /* cu: the set {3^1 .. 3^M} mod 2^32; find each by walking the powers */
        for (int k = 0; k <= M; k++) seen[k] = 0;
        for (int i = 0; i < M && bad < 20; i++) {
            int found = -1; p = 1u;
            for (int k = 1; k <= M; k++) { p *= 3u; if (p == cu[i]) { found = k; break; } }
            if (found < 0 || seen[found]) { printf("unsigned *=: captured %u is not a new power of 3\n", cu[i]); bad++; }
            else seen[found] = 1;
        }
        p = 1u; for (int k = 0; k < M; k++) p *= 3u;
        if (mu != p) { printf("unsigned *=: final %u, expected %u\n", mu, p); bad++; }
        for (int k = 0; k <= M; k++) seen[k] = 0;
        for (int i = 0; i < M && bad < 20; i++) {
            int e; double f = frexp(cd[i], &e);   /* cd = 2^k: f = 0.5, e = k + 1 */
            int k = e - 1;
            if (f != 0.5 || k < 1 || k > M || seen[k]) { printf("double *=: captured %g is not a new power of 2\n", cd[i]); bad++; }
            else seen[k] = 1;
        }
        if (md != 0x1p1000) { printf("double *=: final %g, expected 2^1000\n", md); bad++; }
        for (int k = 0; k <= M; k++) seen[k] = 0;
        for (int i = 0; i < M && bad < 20; i++) {
            int e; double f = frexp(ce[i], &e);
            int k = e - 1;                         /* 2^(1000 - j) for j = 1 .. M */
            if (f != 0.5 || k < 0 || k > 999 || seen[k]) { printf("double /=: captured %g is not a new power of 2\n", ce[i]); bad++; }
            else seen[k] = 1;
        }
        if (dd != 1.0) { printf("double /=: final %g, expected 1\n", dd); bad++; }
        unsigned long mask = 0;
        for (int i = 0; i < 30; i++) {
            if (ci[i] <= 0 || (ci[i] & (ci[i] - 1)) || ci[i] > (1 << 29)) { printf("int /=: captured %d is not a power of 2 below 2^30\n", ci[i]); bad++; continue; }
            mask |= (unsigned long)ci[i];
        }
        if (mask != (1UL << 30) - 1 || di != 1) { printf("int /=: captured powers %#lx (expected %#lx), final %d (expected 1)\n", mask, (1UL << 30) - 1, di); bad++; }
    }

    /* & | ^ : one bit per update; the captured values must nest, one bit apart */
    unsigned andu = 0xFFFFFFFFu, oru = 0u; long andl = -1L, xorl = 0L;
    static unsigned ca[32], co[32]; static long la[64], lx[64];
#pragma acc parallel loop copy(andu, oru, andl, xorl) copyout(ca, co, la, lx)
    for (int i = 0; i < 64; i++) {
        if (i < 32) {
#pragma acc atomic capture
            ca[i] = andu &= ~(1u << i);
#pragma acc atomic capture
            co[i] = oru |= 1u << i;
        }
#pragma acc atomic capture
        la[i] = andl &= ~(1L << i);
#pragma acc atomic capture
        lx[i] = xorl ^= 1L << i;
    }
    {
        int pc[65];
        for (int k = 0; k <= 64; k++) pc[k] = -1;
        for (int i = 0; i < 32; i++) {
            if (ca[i] & (1u << i)) { printf("unsigned &=: update %d captured %#x with its bit still set\n", i, ca[i]); bad++; }
            int c = popcount64(ca[i]);
            if (pc[c] >= 0) { printf("unsigned &=: updates %d and %d captured values with %d bits\n", pc[c], i, c); bad++; }
            pc[c] = i;
        }
        for (int k = 0; k < 31; k++) if (pc[k] >= 0 && pc[k + 1] >= 0 && (ca[pc[k]] & ~ca[pc[k + 1]])) { printf("unsigned &=: captured values do not nest\n"); bad++; break; }
        if (andu != 0u) { printf("unsigned &=: final %#x\n", andu); bad++; }
        for (int k = 0; k <= 64; k++) pc[k] = -1;
        for (int i = 0; i < 32; i++) {
            if (!(co[i] & (1u << i))) { printf("unsigned |=: update %d captured %#x without its bit\n", i, co[i]); bad++; }
            int c = popcount64(co[i]);
            if (pc[c] >= 0) { printf("unsigned |=: updates %d and %d captured values with %d bits\n", pc[c], i, c); bad++; }
            pc[c] = i;
        }
        for (int k = 1; k < 32; k++) if (pc[k] >= 0 && pc[k + 1] >= 0 && (co[pc[k]] & ~co[pc[k + 1]])) { printf("unsigned |=: captured values do not nest\n"); bad++; break; }
        if (oru != 0xFFFFFFFFu) { printf("unsigned |=: final %#x\n", oru); bad++; }
        for (int k = 0; k <= 64; k++) pc[k] = -1;
        for (int i = 0; i < 64; i++) {
            if (la[i] & (1L << i)) { printf("long &=: update %d captured %#lx with its bit still set\n", i, (unsigned long)la[i]); bad++; }
            int c = popcount64((unsigned long)la[i]);
            if (pc[c] >= 0) { printf("long &=: updates %d and %d captured values with %d bits\n", pc[c], i, c); bad++; }
            pc[c] = i;
        }
        if (andl != 0) { printf("long &=: final %#lx\n", (unsigned long)andl); bad++; }
        for (int k = 0; k <= 64; k++) pc[k] = -1;
        for (int i = 0; i < 64; i++) {
            if (!(lx[i] & (1L << i))) { printf("long ^=: update %d captured %#lx without its bit\n", i, (unsigned long)lx[i]); bad++; }
            int c = popcount64((unsigned long)lx[i]);
            if (pc[c] >= 0) { printf("long ^=: updates %d and %d captured values with %d bits\n", pc[c], i, c); bad++; }
            pc[c] = i;
        }
        if (xorl != -1L) { printf("long ^=: final %#lx\n", (unsigned long)xorl); bad++; }
    }

    /* << and >> : 31 shifts by one; the captured values are distinct powers of two */
    unsigned shl = 1u, shr = 0x80000000u; long shll = 3L;
    static unsigned cl[31], cr[31]; static long cll[31];
#pragma acc parallel loop copy(shl, shr, shll) copyout(cl, cr, cll)
    for (int i = 0; i < 31; i++) {
#pragma acc atomic capture
        cl[i] = shl <<= 1;
#pragma acc atomic capture
        cr[i] = shr >>= 1;
#pragma acc atomic capture
        cll[i] = shll <<= 1;
    }
    {
        unsigned long ml = 0, mr = 0, mll = 0;
        for (int i = 0; i < 31; i++) {
            if ((cl[i] & (cl[i] - 1)) || (cr[i] & (cr[i] - 1)) || (((unsigned long)cll[i] / 3) & ((unsigned long)cll[i] / 3 - 1)) || cll[i] % 3) {
                printf("shifts: update %d captured %#x, %#x, %#lx: not single shifted values\n", i, cl[i], cr[i], (unsigned long)cll[i]); bad++;
            }
            ml |= cl[i]; mr |= cr[i]; mll |= (unsigned long)cll[i] >> 1;
        }
        if (ml != 0xFFFFFFFEu || shl != 0x80000000u) { printf("unsigned <<=: captured bits %#lx (expected 0xfffffffe), final %#x\n", ml, shl); bad++; }
        if (mr != 0x7FFFFFFFu || shr != 1u) { printf("unsigned >>=: captured bits %#lx (expected 0x7fffffff), final %#x\n", mr, shr); bad++; }
        if (mll != 0xFFFFFFFFUL || shll != 3L << 31) { printf("long <<=: captured %#lx, final %#lx\n", mll, (unsigned long)shll); bad++; }
    }

    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
