/* Covers: atomic update with << (OpenACC 3.3 sec. 2.12: x <<= expr; x = x << expr; x = expr << x;) on int, unsigned and long: contended left shifts whose counts add up (order-independent) and the expr << x form on per-iteration elements. */
#include <stdio.h>

#define N 20000
static int key[N], yi[N];
static long yl[N];
static unsigned int seed = 0x5B1F75B1u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0;
    unsigned xu = 3u;
    int xi = 1;
    long xl = 5L;
    for (int i = 0; i < N; i++) { key[i] = (int)(xrand() % 1000000u); yi[i] = key[i] % 7; yl[i] = key[i] % 23; }

#pragma acc parallel loop copyin(key) copy(xu, xi, xl, yi, yl)
    for (int i = 0; i < N; i++) {
        int k = key[i];
        /* 29 shifts by 1 among shifts by 0: 3u << 29 does not lose bits */
        unsigned su = (i % 700 == 5) ? 1u : 0u;
#pragma acc atomic update
        xu <<= su;
        int si = (i % 1000 == 9) ? 1 : 0;          /* 20 shifts by 1: 1 << 20 */
#pragma acc atomic update
        xi = xi << si;
        long sl = (i % 500 == 0) ? 1 : 0;          /* 40 shifts by 1: 5 << 40 */
#pragma acc atomic update
        xl = xl << sl;
        /* expr << x on this iteration's own elements */
#pragma acc atomic update
        yi[i] = (k % 5 + 1) << yi[i];
#pragma acc atomic update
        yl[i] = (long)(k % 9 + 1) << yl[i];
    }

    if (xu != 3u << 29) { printf("unsigned x <<= e: %#x, expected %#x\n", xu, 3u << 29); bad++; }
    if (xi != 1 << 20) { printf("int x = x << e: %#x, expected %#x\n", (unsigned)xi, 1u << 20); bad++; }
    if (xl != 5L << 40) { printf("long x = x << e: %#lx, expected %#lx\n", (unsigned long)xl, (unsigned long)(5L << 40)); bad++; }
    for (int i = 0; i < N; i++) {
        int k = key[i];
        int e1 = (k % 5 + 1) << (k % 7);
        long e2 = (long)(k % 9 + 1) << (k % 23);
        if (yi[i] != e1 && bad++ < 10) printf("int x = e << x: yi[%d] = %d, expected %d\n", i, yi[i], e1);
        if (yl[i] != e2 && bad++ < 10) printf("long x = e << x: yl[%d] = %ld, expected %ld\n", i, yl[i], e2);
    }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
