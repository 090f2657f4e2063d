/* Covers: atomic update with >> (OpenACC 3.3 sec. 2.12: x >>= expr; x = x >> expr; x = expr >> x;) on int, unsigned and long: contended right shifts of non-negative values compose in any order to one shift by the sum of the counts; the expr >> x form on per-iteration elements. */
#include <stdio.h>

#define N 20000
static int key[N], yi[N];
static unsigned yu[N];
static unsigned int seed = 0x5B2F75B2u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0;
    unsigned xu = 0xFFFFFFFFu;
    int xi = 0x7FFFFFFF;
    long xl = 0x7FFFFFFFFFFFFFFFL;
    for (int i = 0; i < N; i++) { key[i] = (int)(xrand() % 1000000u); yi[i] = key[i] % 13; yu[i] = (unsigned)(key[i] % 29); }

#pragma acc parallel loop copyin(key) copy(xu, xi, xl, yi, yu)
    for (int i = 0; i < N; i++) {
        int k = key[i];
        unsigned su = (i % 1000 == 1) ? (unsigned)(k % 2) : 0u;   /* about 10 shifts by 1 */
#pragma acc atomic update
        xu >>= su;
        int si = (i % 2000 == 3) ? 2 : 0;                         /* 10 shifts by 2 */
#pragma acc atomic update
        xi = xi >> si;
        long sl = (i % 400 == 7) ? 1 : 0;                         /* 50 shifts by 1 */
#pragma acc atomic update
        xl >>= sl;
#pragma acc atomic update
        yi[i] = (k | 0x40000) >> yi[i];
#pragma acc atomic update
        yu[i] = (0x80000000u | (unsigned)k) >> yu[i];
    }

    unsigned eu = 0xFFFFFFFFu;
    int ei = 0x7FFFFFFF;
    long el = 0x7FFFFFFFFFFFFFFFL;
    for (int i = 0; i < N; i++) {
        int k = key[i];
        eu >>= (i % 1000 == 1) ? (unsigned)(k % 2) : 0u;
        ei >>= (i % 2000 == 3) ? 2 : 0;
        el >>= (i % 400 == 7) ? 1 : 0;
        int e1 = (k | 0x40000) >> (k % 13);
        unsigned e2 = (0x80000000u | (unsigned)k) >> (k % 29);
        if (yi[i] != e1 && bad++ < 10) printf("int x = e >> x: yi[%d] = %d, expected %d\n", i, yi[i], e1);
        if (yu[i] != e2 && bad++ < 10) printf("unsigned x = e >> x: yu[%d] = %u, expected %u\n", i, yu[i], e2);
    }
    if (xu != eu) { printf("unsigned x >>= e: %#x, expected %#x\n", xu, eu); bad++; }
    if (xi != ei) { printf("int x = x >> e: %#x, expected %#x\n", (unsigned)xi, (unsigned)ei); bad++; }
    if (xl != el) { printf("long x >>= e: %#lx, expected %#lx\n", (unsigned long)xl, (unsigned long)el); bad++; }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
