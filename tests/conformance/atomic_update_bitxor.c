/* Covers: atomic update with ^ (bitwise xor) (OpenACC 3.3 sec. 2.12: x ^= expr; x = x ^ expr; x = expr ^ x;) on int, unsigned and long, with all iterations contending for one scalar and for the bins of a small histogram; the result is order-independent and recomputed on the host. */
#include <stdio.h>

#define N 20000
#define B 13
static int key[N];
static unsigned int seed = 0xB17B17B1u ^ 0x78u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0;
    unsigned xu = 0x12345678u, hu[B], eu[B];
    int xi = 0x0F0F0F0F, hi[B], ei[B];
    long xl = 0x0123456789ABCDEFL, hl[B], el[B];
    for (int i = 0; i < N; i++) key[i] = (int)(xrand() % 1000000u);
    for (int b = 0; b < B; b++) {
        hu[b] = eu[b] = 0x12345678u ^ (unsigned)(b * 0x01010101u);
        hi[b] = ei[b] = 0x0F0F0F0F ^ (b << 8);
        hl[b] = el[b] = 0x0123456789ABCDEFL ^ ((long)b << 40);
    }

#pragma acc parallel loop copyin(key) copy(xu, xi, xl, hu, hi, hl)
    for (int i = 0; i < N; i++) {
        int k = key[i], b = k % B;
#pragma acc atomic update
        xu ^= (unsigned)k * 2654435761u;
#pragma acc atomic update
        xi = xi ^ ((int)((unsigned)k * 40503u));
#pragma acc atomic update
        xl = ((long)k * 0x9E3779B97F4A7C15L) ^ xl;
#pragma acc atomic update
        hu[b] = hu[b] ^ ((unsigned)k * 2654435761u);
#pragma acc atomic update
        hi[b] = ((int)((unsigned)k * 40503u)) ^ hi[b];
#pragma acc atomic update
        hl[b] ^= (long)k * 0x9E3779B97F4A7C15L;
    }

    unsigned exu = 0x12345678u;
    int exi = 0x0F0F0F0F;
    long exl = 0x0123456789ABCDEFL;
    for (int i = 0; i < N; i++) {
        int k = key[i], b = k % B;
        exu ^= (unsigned)k * 2654435761u; exi ^= (int)((unsigned)k * 40503u); exl ^= (long)k * 0x9E3779B97F4A7C15L;
        eu[b] ^= (unsigned)k * 2654435761u; ei[b] ^= (int)((unsigned)k * 40503u); el[b] ^= (long)k * 0x9E3779B97F4A7C15L;
    }
    if (xu != exu) { printf("unsigned x ^= e: %#x, expected %#x\n", xu, exu); bad++; }
    if (xi != exi) { printf("int x = x ^ e: %#x, expected %#x\n", (unsigned)xi, (unsigned)exi); bad++; }
    if (xl != exl) { printf("long x = e ^ x: %#lx, expected %#lx\n", (unsigned long)xl, (unsigned long)exl); bad++; }
    for (int b = 0; b < B; b++) {
        if (hu[b] != eu[b]) { printf("unsigned bins: hu[%d] = %#x, expected %#x\n", b, hu[b], eu[b]); bad++; }
        if (hi[b] != ei[b]) { printf("int bins: hi[%d] = %#x, expected %#x\n", b, (unsigned)hi[b], (unsigned)ei[b]); bad++; }
        if (hl[b] != el[b]) { printf("long bins: hl[%d] = %#lx, expected %#lx\n", b, (unsigned long)hl[b], (unsigned long)el[b]); bad++; }
    }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
