/* Covers: atomic update where expr has a different type than x (OpenACC 3.3 sec. 2.12: x binop= expr has the meaning of the C expression x = x binop expr, with the usual arithmetic conversions): int, long and float x with double and float expr (fractional parts must not be dropped before the operation); per-iteration elements, so results are exact. */
#include <stdio.h>

#define N 4099
static int key[N], xa[N], xm[N], xd[N];
static long la[N];
static float fa[N];
static unsigned int seed = 0xC0417E57u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0;
    for (int i = 0; i < N; i++) {
        key[i] = (int)(xrand() % 2001u) - 1000;
        xa[i] = xm[i] = xd[i] = key[i];
        la[i] = (long)key[i] * 100003L;
        fa[i] = key[i] / 8.0f;
    }

#pragma acc parallel loop copyin(key) copy(xa, xm, xd, la, fa)
    for (int i = 0; i < N; i++) {
        double e = (key[i] % 7) + 0.5;          /* e.g. 3.5: x + 3.5 then truncation */
#pragma acc atomic update
        xa[i] += e;
#pragma acc atomic update
        xm[i] = xm[i] * 1.5;
#pragma acc atomic update
        xd[i] /= 0.25;
#pragma acc atomic update
        la[i] = la[i] - 0.75;
#pragma acc atomic update
        fa[i] *= 2.5;
    }

    for (int i = 0; i < N; i++) {
        int k = key[i];
        double e = (k % 7) + 0.5;
        int ea = k; ea += e;
        int em = k; em = em * 1.5;
        int ed = k; ed /= 0.25;
        long el = (long)k * 100003L; el = el - 0.75;
        float ef = k / 8.0f; ef *= 2.5;
        if (xa[i] != ea && bad++ < 10) printf("int += double: xa[%d] = %d, expected %d\n", i, xa[i], ea);
        if (xm[i] != em && bad++ < 10) printf("int = int * double: xm[%d] = %d, expected %d\n", i, xm[i], em);
        if (xd[i] != ed && bad++ < 10) printf("int /= double: xd[%d] = %d, expected %d\n", i, xd[i], ed);
        if (la[i] != el && bad++ < 10) printf("long = long - double: la[%d] = %ld, expected %ld\n", i, la[i], el);
        if (fa[i] != ef && bad++ < 10) printf("float *= double: fa[%d] = %g, expected %g\n", i, fa[i], ef);
    }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
