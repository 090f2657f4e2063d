/* Covers: atomic capture of the statement form v = --x; (OpenACC 3.3 sec. 2.12: v receives the new value of x) on int, unsigned (wrapping through 2^32), long, float and double, every iteration contending for one counter, and for the bins of a histogram (v = --bin[b]); the captured values must be distinct and form exactly the set x0-1 .. x0-N. */
#include <stdio.h>
#include <string.h>

#define N 20000
#define B 16
static int key[N], vi[N], vb[N];
static unsigned vu[N];
static long vl[N];
static float vf[N];
static double vd[N];
static unsigned char seen[B * N];
static unsigned int seed = 0x44440004u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

/* k: the position of a captured value in the sequence; must be in [0, n) and unused */
static int take(const char *what, int i, long k, long n, unsigned char *s)
{
    if (k < 0 || k >= n) { printf("%s: iteration %d captured a value at offset %ld, outside [0, %ld)\n", what, i, k, n); return 1; }
    if (s[k]) { printf("%s: iteration %d captured a value at offset %ld already captured\n", what, i, k); return 1; }
    s[k] = 1;
    return 0;
}

int main(void)
{
    int bad = 0;
    int xi = -7;
    unsigned xu = 0x00000FFFu;
    long xl = -(1L << 40) + 3;
    float xf = 20000.0f;
    double xd = 1.0e6;
    int bin[B], cnt[B];
    const int xi0 = xi; const unsigned xu0 = xu; const long xl0 = xl; const float xf0 = xf; const double xd0 = xd;
    for (int b = 0; b < B; b++) { bin[b] = N; cnt[b] = 0; }
    for (int i = 0; i < N; i++) { key[i] = (int)(xrand() % 1000000u); vi[i] = vb[i] = -1; vu[i] = 0; vl[i] = -1; vf[i] = -1; vd[i] = -1; }

#pragma acc parallel loop copyin(key) copy(xi, xu, xl, xf, xd, bin) copyout(vi, vu, vl, vf, vd, vb)
    for (int i = 0; i < N; i++) {
        int t;
#pragma acc atomic capture
        t = --xi;
        vi[i] = t;
#pragma acc atomic capture
        vu[i] = --xu;
#pragma acc atomic capture
        vl[i] = --xl;
#pragma acc atomic capture
        vf[i] = --xf;
#pragma acc atomic capture
        vd[i] = --xd;
#pragma acc atomic capture
        vb[i] = --bin[key[i] % B];
    }

    if (xi != xi0 - N) { printf("int: final %d, expected %d\n", xi, xi0 - N); bad++; }
    if (xu != xu0 - (unsigned)N) { printf("unsigned: final %#x, expected %#x\n", xu, xu0 - (unsigned)N); bad++; }
    if (xl != xl0 - N) { printf("long: final %ld, expected %ld\n", xl, xl0 - N); bad++; }
    if (xf != xf0 - N) { printf("float: final %g, expected %g\n", xf, xf0 - N); bad++; }
    if (xd != xd0 - N) { printf("double: final %g, expected %g\n", xd, xd0 - N); bad++; }
    memset(seen, 0, N);
    for (int i = 0; i < N && bad < 10; i++) bad += take("int", i, (long)(xi0 - vi[i]) - 1, N, seen);
    memset(seen, 0, N);
    for (int i = 0; i < N && bad < 10; i++) bad += take("unsigned", i, (long)(unsigned)(xu0 - vu[i]) - 1, N, seen);
    memset(seen, 0, N);
    for (int i = 0; i < N && bad < 10; i++) bad += take("long", i, (long)(xl0 - vl[i]) - 1, N, seen);
    memset(seen, 0, N);
    for (int i = 0; i < N && bad < 10; i++) {
        if ((float)(long)vf[i] != vf[i]) { printf("float: iteration %d captured %g, not an integer\n", i, vf[i]); bad++; continue; }
        bad += take("float", i, (long)((long)xf0 - (long)vf[i]) - 1, N, seen);
    }
    memset(seen, 0, N);
    for (int i = 0; i < N && bad < 10; i++) {
        if ((double)(long)vd[i] != vd[i]) { printf("double: iteration %d captured %g, not an integer\n", i, vd[i]); bad++; continue; }
        bad += take("double", i, (long)((long)xd0 - (long)vd[i]) - 1, N, seen);
    }
    /* bins: per bin, the captured values are a permutation of the bin's sequence */
    memset(seen, 0, sizeof seen);
    for (int i = 0; i < N; i++) cnt[key[i] % B]++;
    for (int i = 0; i < N && bad < 10; i++) {
        int b = key[i] % B;
        bad += take("bins", i, (long)((N) - vb[i]) - 1, cnt[b], seen + (long)b * N);
    }
    for (int b = 0; b < B; b++)
        if (bin[b] != N - cnt[b]) { printf("bins: bin[%d] = %d, expected %d\n", b, bin[b], N - cnt[b]); bad++; }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
