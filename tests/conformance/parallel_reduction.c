/* Covers: `reduction` clause on the parallel construct (OpenACC 3.3 sec. 2.5.1, 2.5.15): gang-private copies combined at the end with the original value, for + * max min & | ^ && || on int, long, unsigned, float and double; with gang loops, gang-vector loops carrying the same reduction, and gang-redundant code under num_gangs(1). */
#include <stdio.h>
#include <math.h>

#define N 4099
static int ai[N], pm[N], lg[N];
static long al[N];
static unsigned int au[N];
static float af[N];
static double ad[N], pd[N];
static unsigned int seed = 0x4ED0C7E5u;
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
        pd[i] = 1.0;
    }
    /* products: mostly 1, some -1 and a few 2 (int) / 2, 0.5 and -1 (double): exact */
    for (int k = 0; k < 40; k++) pm[xrand() % N] = -1;
    for (int k = 0; k < 12; k++) pm[xrand() % N] = 2;
    for (int k = 0; k < 60; k++) { unsigned r = xrand() % 3u; pd[xrand() % N] = r == 0 ? 2.0 : r == 1 ? 0.5 : -1.0; }
    /* logical data: all true, with one false placed at run time below */

    /* + on int, gang loop only (each gang accumulates into its own copy) */
    int sum = 10, esum = 10;
    for (int i = 0; i < N; i++) esum += ai[i];
#pragma acc parallel num_gangs(32) reduction(+:sum) copyin(ai)
    {
#pragma acc loop gang
        for (int i = 0; i < N; i++) sum += ai[i];
    }
    if (sum != esum) return fail_i("+ int, gang loop", sum, esum);

    /* + on long, gang vector loop carrying the reduction too */
    long lsum = -7, elsum = -7;
    for (int i = 0; i < N; i++) elsum += al[i];
#pragma acc parallel reduction(+:lsum) copyin(al)
    {
#pragma acc loop gang vector reduction(+:lsum)
        for (int i = 0; i < N; i++) lsum += al[i];
    }
    if (lsum != elsum) return fail_i("+ long", lsum, elsum);

    /* * on int and double */
    int prod = 3, eprod = 3;
    double dprod = 1.5, edprod = 1.5;
    for (int i = 0; i < N; i++) { eprod *= pm[i]; edprod *= pd[i]; }
#pragma acc parallel reduction(*:prod, dprod) copyin(pm, pd)
    {
#pragma acc loop gang vector reduction(*:prod, dprod)
        for (int i = 0; i < N; i++) { prod *= pm[i]; dprod *= pd[i]; }
    }
    if (prod != eprod) return fail_i("* int", prod, eprod);
    if (dprod != edprod) return fail_d("* double", dprod, edprod);

    /* max / min: initial values that lose, then initial values that win */
    int mx = -20000, mn = 20000, emx = -20000, emn = 20000;
    double dmx = -1e300, edmx = -1e300;
    float fmn = 1e30f, efmn = 1e30f;
    for (int i = 0; i < N; i++) {
        if (ai[i] > emx) emx = ai[i];
        if (ai[i] < emn) emn = ai[i];
        if (ad[i] > edmx) edmx = ad[i];
        if (af[i] < efmn) efmn = af[i];
    }
#pragma acc parallel num_gangs(16) reduction(max:mx, dmx) reduction(min:mn, fmn) copyin(ai, ad, af)
    {
#pragma acc loop gang
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
#pragma acc parallel reduction(max:mx) reduction(min:mn) copyin(ai)
    {
#pragma acc loop gang vector reduction(max:mx) reduction(min:mn)
        for (int i = 0; i < N; i++) { mx = ai[i] > mx ? ai[i] : mx; mn = ai[i] < mn ? ai[i] : mn; }
    }
    if (mx != 50000) return fail_i("max int, winning initial value", mx, 50000);
    if (mn != -50000) return fail_i("min int, winning initial value", mn, -50000);

    /* bitwise & | ^ on unsigned */
    unsigned int band = 0xFFFFFFF7u, bor = 0x100u, bxor = 0xABCDu;
    unsigned int eband = band, ebor = bor, ebxor = bxor;
    for (int i = 0; i < N; i++) { eband &= au[i] | 0x0F0F0F0Fu; ebor |= au[i] & 0x01010101u; ebxor ^= au[i]; }
#pragma acc parallel reduction(&:band) reduction(|:bor) reduction(^:bxor) copyin(au)
    {
#pragma acc loop gang vector reduction(&:band) reduction(|:bor) reduction(^:bxor)
        for (int i = 0; i < N; i++) { band &= au[i] | 0x0F0F0F0Fu; bor |= au[i] & 0x01010101u; bxor ^= au[i]; }
    }
    if (band != eband) return fail_i("& unsigned", band, eband);
    if (bor != ebor) return fail_i("| unsigned", bor, ebor);
    if (bxor != ebxor) return fail_i("^ unsigned", bxor, ebxor);

    /* && and ||: all true, then one element false */
    for (int pass = 0; pass < 2; pass++) {
        if (pass) lg[N / 3 + 7] = 0;
        int land = 1, lor = 0, elor = 0, eland = 1;
        for (int i = 0; i < N; i++) { eland = eland && lg[i]; elor = elor || !lg[i]; }
#pragma acc parallel reduction(&&:land) reduction(||:lor) copyin(lg)
        {
#pragma acc loop gang vector reduction(&&:land) reduction(||:lor)
            for (int i = 0; i < N; i++) { land = land && lg[i]; lor = lor || !lg[i]; }
        }
        if ((land != 0) != (eland != 0)) return fail_i("&&", land, eland);
        if ((lor != 0) != (elor != 0)) return fail_i("||", lor, elor);
    }

    /* float and double + with exact values (multiples of 1/16) */
    float fsum = 0.25f, efsum = 0.25f;
    double dsum = -3.5, edsum = -3.5;
    for (int i = 0; i < N; i++) { efsum += af[i]; edsum += ad[i]; }
#pragma acc parallel reduction(+:fsum, dsum) copyin(af, ad)
    {
#pragma acc loop gang vector reduction(+:fsum, dsum)
        for (int i = 0; i < N; i++) { fsum += af[i]; dsum += ad[i]; }
    }
    if (fsum != efsum) return fail_d("+ float", fsum, efsum);
    if (dsum != edsum) return fail_d("+ double", dsum, edsum);

    /* num_gangs(1): gang-redundant code runs once and joins the reduction */
    int g1 = 100, eg1 = 100 + 5;
    for (int i = 0; i < N; i++) eg1 += ai[i] & 0xFF;
#pragma acc parallel num_gangs(1) reduction(+:g1) copyin(ai)
    {
        g1 += 5;
#pragma acc loop vector reduction(+:g1)
        for (int i = 0; i < N; i++) g1 += ai[i] & 0xFF;
    }
    if (g1 != eg1) return fail_i("+ int, num_gangs(1) with gang-redundant code", g1, eg1);

    printf("PASS\n");
    return 0;
}
