/* Covers: `reduction` clause on the serial construct (OpenACC 3.3 sec. 2.5.2, 2.5.15): the region's private copy starts from the operator's identity and is combined with the original value at the end, for + * max min & | ^ && || on int, long, unsigned, float and double, updated by plain loops, by a loop with a reduction clause and by straight-line code. */
#include <stdio.h>
#include <math.h>

#define N 3001
static int ai[N], pm[N], lg[N];
static long al[N];
static unsigned int au[N];
static float af[N];
static double ad[N];
static unsigned int seed = 0x5E41A1EDu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int fail_i(const char *w, long got, long exp) { printf("FAIL (%s): got %ld, expected %ld\n", w, got, exp); return 1; }
static int fail_d(const char *w, double got, double exp) { printf("FAIL (%s): got %.17g, expected %.17g\n", w, got, exp); return 1; }

int main(void)
{
    for (int i = 0; i < N; i++) {
        ai[i] = (int)(xrand() % 20001u) - 10000;
        al[i] = (long)(xrand() % 1000000u) * 1000;
        au[i] = xrand();
        af[i] = (float)((int)(xrand() % 4001u) - 2000) / 16.0f;
        ad[i] = (double)((int)(xrand() % 100001u) - 50000) / 16.0;
        pm[i] = 1;
        lg[i] = 1;
    }
    for (int k = 0; k < 30; k++) pm[xrand() % N] = -1;
    for (int k = 0; k < 10; k++) pm[xrand() % N] = 2;

    /* + on int and long, with straight-line code as well */
    int sum = 10, esum = 10 + 7;
    long lsum = -7, elsum = -7;
    for (int i = 0; i < N; i++) { esum += ai[i]; elsum += al[i]; }
#pragma acc serial reduction(+:sum, lsum) copyin(ai, al)
    {
        sum += 7;
        for (int i = 0; i < N; i++) { sum += ai[i]; lsum += al[i]; }
    }
    if (sum != esum) return fail_i("+ int", sum, esum);
    if (lsum != elsum) return fail_i("+ long", lsum, elsum);

    /* * on int */
    int prod = 3, eprod = 3;
    for (int i = 0; i < N; i++) eprod *= pm[i];
#pragma acc serial reduction(*:prod) copyin(pm)
    {
#pragma acc loop reduction(*:prod)
        for (int i = 0; i < N; i++) prod *= pm[i];
    }
    if (prod != eprod) return fail_i("* int", prod, eprod);

    /* max / min, losing and winning initial values */
    int mx = -20000, mn = 20000, emx = -20000, emn = 20000;
    double dmx = -1e300, edmx = -1e300;
    float fmn = 1e30f, efmn = 1e30f;
    for (int i = 0; i < N; i++) {
        if (ai[i] > emx) emx = ai[i];
        if (ai[i] < emn) emn = ai[i];
        if (ad[i] > edmx) edmx = ad[i];
        if (af[i] < efmn) efmn = af[i];
    }
#pragma acc serial reduction(max:mx, dmx) reduction(min:mn, fmn) copyin(ai, ad, af)
    {
        for (int i = 0; i < N; i++) {
            mx = ai[i] > mx ? ai[i] : mx;
            mn = ai[i] < mn ? ai[i] : mn;
            dmx = fmax(dmx, ad[i]);
            fmn = fminf(fmn, af[i]);
        }
    }
    if (mx != emx) return fail_i("max int", mx, emx);
    if (mn != emn) return fail_i("min int", mn, emn);
    if (dmx != edmx) return fail_d("max double", dmx, edmx);
    if (fmn != efmn) return fail_d("min float", fmn, efmn);
    mx = 50000; mn = -50000;
#pragma acc serial reduction(max:mx) reduction(min:mn) copyin(ai)
    {
        for (int i = 0; i < N; i++) { mx = ai[i] > mx ? ai[i] : mx; mn = ai[i] < mn ? ai[i] : mn; }
    }
    if (mx != 50000) return fail_i("max int, winning initial value", mx, 50000);
    if (mn != -50000) return fail_i("min int, winning initial value", mn, -50000);

    /* & | ^ on unsigned */
    unsigned int band = 0xFFFFFFF7u, bor = 0x100u, bxor = 0xABCDu;
    unsigned int eband = band, ebor = bor, ebxor = bxor;
    for (int i = 0; i < N; i++) { eband &= au[i] | 0x0F0F0F0Fu; ebor |= au[i] & 0x01010101u; ebxor ^= au[i]; }
#pragma acc serial reduction(&:band) reduction(|:bor) reduction(^:bxor) copyin(au)
    {
        for (int i = 0; i < N; i++) { band &= au[i] | 0x0F0F0F0Fu; bor |= au[i] & 0x01010101u; bxor ^= au[i]; }
    }
    if (band != eband) return fail_i("& unsigned", band, eband);
    if (bor != ebor) return fail_i("| unsigned", bor, ebor);
    if (bxor != ebxor) return fail_i("^ unsigned", bxor, ebxor);

    /* && and ||: all true, then one element false */
    for (int pass = 0; pass < 2; pass++) {
        if (pass) lg[N / 2 + 3] = 0;
        int land = 1, lor = 0, eland = 1, elor = 0;
        for (int i = 0; i < N; i++) { eland = eland && lg[i]; elor = elor || !lg[i]; }
#pragma acc serial reduction(&&:land) reduction(||:lor) copyin(lg)
        {
            for (int i = 0; i < N; i++) { land = land && lg[i]; lor = lor || !lg[i]; }
        }
        if ((land != 0) != (eland != 0)) return fail_i("&&", land, eland);
        if ((lor != 0) != (elor != 0)) return fail_i("||", lor, elor);
    }

    /* float and double + (exact values) */
    float fsum = 0.25f, efsum = 0.25f;
    double dsum = -3.5, edsum = -3.5;
    for (int i = 0; i < N; i++) { efsum += af[i]; edsum += ad[i]; }
#pragma acc serial reduction(+:fsum, dsum) copyin(af, ad)
    {
        for (int i = 0; i < N; i++) { fsum += af[i]; dsum += ad[i]; }
    }
    if (fsum != efsum) return fail_d("+ float", fsum, efsum);
    if (dsum != edsum) return fail_d("+ double", dsum, edsum);
    printf("PASS\n");
    return 0;
}
