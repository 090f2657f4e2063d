/* Covers: `reduction` clause on the combined parallel loop construct (OpenACC 3.3 sec. 2.11: applies to the loop and implies a copy of the variable): + * max min & | ^ && || on int, long, unsigned, float and double with non-identity initial values, including a reduction with gang vector and a collapsed nest. */
#include <stdio.h>
#include <math.h>

#define N 50001
#define R 123
#define C 77
static int ai[N], pm[N], lg[N];
static long al[N];
static unsigned int au[N];
static float af[N];
static double ad[N], m[R][C];
static unsigned int seed = 0xC0B1EED1u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int fail_i(const char *w, long got, long exp) { printf("FAIL (%s): got %ld, expected %ld\n", w, got, exp); return 1; }
static int fail_d(const char *w, double got, double exp) { printf("FAIL (%s): got %.17g, expected %.17g\n", w, got, exp); return 1; }

int main(void)
{
    for (int i = 0; i < N; i++) {
        ai[i] = (int)(xrand() % 20001u) - 10000;
        al[i] = (long)(xrand() % 1000000u) * 1000;
        au[i] = xrand();
        af[i] = (float)((int)(xrand() % 401u) - 200) / 16.0f;
        ad[i] = (double)((int)(xrand() % 100001u) - 50000) / 16.0;
        pm[i] = 1;
        lg[i] = 1;
    }
    for (int k = 0; k < 40; k++) pm[xrand() % N] = -1;
    for (int k = 0; k < 12; k++) pm[xrand() % N] = 2;
    for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) m[i][j] = (double)((int)(xrand() % 2001u) - 1000) / 8.0;

    int sum = 10, esum = 10;
    long lsum = -7, elsum = -7;
    for (int i = 0; i < N; i++) { esum += ai[i]; elsum += al[i]; }
#pragma acc parallel loop reduction(+:sum, lsum) copyin(ai, al)
    for (int i = 0; i < N; i++) { sum += ai[i]; lsum += al[i]; }
    if (sum != esum) return fail_i("+ int", sum, esum);
    if (lsum != elsum) return fail_i("+ long", lsum, elsum);

    int prod = 3, eprod = 3;
    for (int i = 0; i < N; i++) eprod *= pm[i];
#pragma acc parallel loop gang vector reduction(*:prod) copyin(pm)
    for (int i = 0; i < N; i++) prod *= pm[i];
    if (prod != eprod) return fail_i("* int", prod, eprod);

    int mx = -20000, mn = 20000, emx = -20000, emn = 20000;
    double dmx = -1e300, edmx = -1e300;
    float fmn = 1e30f, efmn = 1e30f;
    for (int i = 0; i < N; i++) {
        if (ai[i] > emx) emx = ai[i];
        if (ai[i] < emn) emn = ai[i];
        if (ad[i] > edmx) edmx = ad[i];
        if (af[i] < efmn) efmn = af[i];
    }
#pragma acc parallel loop reduction(max:mx, dmx) reduction(min:mn, fmn) copyin(ai, ad, af)
    for (int i = 0; i < N; i++) {
        mx = ai[i] > mx ? ai[i] : mx;
        mn = ai[i] < mn ? ai[i] : mn;
        dmx = fmax(dmx, ad[i]);
        fmn = fminf(fmn, af[i]);
    }
    if (mx != emx) return fail_i("max int", mx, emx);
    if (mn != emn) return fail_i("min int", mn, emn);
    if (dmx != edmx) return fail_d("max double", dmx, edmx);
    if (fmn != efmn) return fail_d("min float", fmn, efmn);
    mx = 50000; mn = -50000;
#pragma acc parallel loop reduction(max:mx) reduction(min:mn) copyin(ai)
    for (int i = 0; i < N; i++) { mx = ai[i] > mx ? ai[i] : mx; mn = ai[i] < mn ? ai[i] : mn; }
    if (mx != 50000) return fail_i("max int, winning initial value", mx, 50000);
    if (mn != -50000) return fail_i("min int, winning initial value", mn, -50000);

    unsigned int band = 0xFFFFFFF7u, bor = 0x100u, bxor = 0xABCDu;
    unsigned int eband = band, ebor = bor, ebxor = bxor;
    for (int i = 0; i < N; i++) { eband &= au[i] | 0x0F0F0F0Fu; ebor |= au[i] & 0x01010101u; ebxor ^= au[i]; }
#pragma acc parallel loop reduction(&:band) reduction(|:bor) reduction(^:bxor) copyin(au)
    for (int i = 0; i < N; i++) { band &= au[i] | 0x0F0F0F0Fu; bor |= au[i] & 0x01010101u; bxor ^= au[i]; }
    if (band != eband) return fail_i("& unsigned", band, eband);
    if (bor != ebor) return fail_i("| unsigned", bor, ebor);
    if (bxor != ebxor) return fail_i("^ unsigned", bxor, ebxor);

    for (int pass = 0; pass < 2; pass++) {
        if (pass) lg[N - 5] = 0;
        int land = 1, lor = 0, eland = 1, elor = 0;
        for (int i = 0; i < N; i++) { eland = eland && lg[i]; elor = elor || !lg[i]; }
#pragma acc parallel loop reduction(&&:land) reduction(||:lor) copyin(lg)
        for (int i = 0; i < N; i++) { land = land && lg[i]; lor = lor || !lg[i]; }
        if ((land != 0) != (eland != 0)) return fail_i("&&", land, eland);
        if ((lor != 0) != (elor != 0)) return fail_i("||", lor, elor);
    }

    float fsum = 0.25f, efsum = 0.25f;
    double dsum = -3.5, edsum = -3.5;
    for (int i = 0; i < N; i++) { efsum += af[i]; edsum += ad[i]; }
#pragma acc parallel loop reduction(+:fsum, dsum) copyin(af, ad)
    for (int i = 0; i < N; i++) { fsum += af[i]; dsum += ad[i]; }
    if (fsum != efsum) return fail_d("+ float", fsum, efsum);
    if (dsum != edsum) return fail_d("+ double", dsum, edsum);

    /* a collapsed nest */
    double msum = 1.0, emsum = 1.0;
    for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) emsum += m[i][j];
#pragma acc parallel loop collapse(2) reduction(+:msum) copyin(m)
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) msum += m[i][j];
    if (msum != emsum) return fail_d("+ double, collapse(2)", msum, emsum);
    printf("PASS\n");
    return 0;
}
