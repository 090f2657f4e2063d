/* Covers: atomic update with & (bitwise and) (OpenACC 3.3 sec. 2.12: x &= expr; x = x & expr; x = expr & x;) on int, unsigned and long, with all iterations contending for one scalar and for the bins of a small histogram; only 24 iterations change bits (the others use the identity mask) so the result is meaningful; it is order-independent and recomputed on the host. */
#include <stdio.h>

#define N 20000
#define B 13
static int key[N];
static unsigned int seed = 0xB17B17B1u ^ 0x61u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0;
    unsigned xu = 0xFFFFFFFFu, hu[B], eu[B];
    int xi = -1, hi[B], ei[B];
    long xl = -1L, hl[B], el[B];
    for (int i = 0; i < N; i++) key[i] = (int)(xrand() % 1000000u);
    for (int b = 0; b < B; b++) {
        hu[b] = eu[b] = 0xFFFFFFFFu ^ (unsigned)(b * 0x01010101u);
        hi[b] = ei[b] = -1 ^ (b << 8);
        hl[b] = el[b] = -1L ^ ((long)b << 40);
    }

#pragma acc parallel loop copyin(key) copy(xu, xi, xl, hu, hi, hl)
    for (int i = 0; i < N; i++) {
        int k = key[i], b = k % B;
#pragma acc atomic update
        xu &= (i < 24 ? ~(1u << (k % 32)) : 0xFFFFFFFFu);
#pragma acc atomic update
        xi = xi & ((i < 24 ? ~(1 << (k % 31)) : -1));
#pragma acc atomic update
        xl = ((i < 24 ? ~(1L << (k % 64)) : -1L)) & xl;
#pragma acc atomic update
        hu[b] = hu[b] & ((i < 24 ? ~(1u << (k % 32)) : 0xFFFFFFFFu));
#pragma acc atomic update
        hi[b] = ((i < 24 ? ~(1 << (k % 31)) : -1)) & hi[b];
#pragma acc atomic update
        hl[b] &= (i < 24 ? ~(1L << (k % 64)) : -1L);
    }

    unsigned exu = 0xFFFFFFFFu;
    int exi = -1;
    long exl = -1L;
    for (int i = 0; i < N; i++) {
        int k = key[i], b = k % B;
        exu &= (i < 24 ? ~(1u << (k % 32)) : 0xFFFFFFFFu); exi &= (i < 24 ? ~(1 << (k % 31)) : -1); exl &= (i < 24 ? ~(1L << (k % 64)) : -1L);
        eu[b] &= (i < 24 ? ~(1u << (k % 32)) : 0xFFFFFFFFu); ei[b] &= (i < 24 ? ~(1 << (k % 31)) : -1); el[b] &= (i < 24 ? ~(1L << (k % 64)) : -1L);
    }
    if (xu != exu) { printf("unsigned x &= e: %#x, expected %#x\n", xu, exu); bad++; }
    if (xi != exi) { printf("int x = x & e: %#x, expected %#x\n", (unsigned)xi, (unsigned)exi); bad++; }
    if (xl != exl) { printf("long x = e & x: %#lx, expected %#lx\n", (unsigned long)xl, (unsigned long)exl); bad++; }
    for (int b = 0; b < B; b++) {
        if (hu[b] != eu[b]) { printf("unsigned bins: hu[%d] = %#x, expected %#x\n", b, hu[b], eu[b]); bad++; }
        if (hi[b] != ei[b]) { printf("int bins: hi[%d] = %#x, expected %#x\n", b, (unsigned)hi[b], (unsigned)ei[b]); bad++; }
        if (hl[b] != el[b]) { printf("long bins: hl[%d] = %#lx, expected %#lx\n", b, (unsigned long)hl[b], (unsigned long)el[b]); bad++; }
    }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
