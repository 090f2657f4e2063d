/* Covers: atomic update on scalar types narrower than 32 bits (OpenACC 3.3 sec. 2.12: x is any scalar lvalue): char, unsigned char, short and unsigned short counters and bit masks, contended by many iterations, including neighbouring elements that share a 32-bit word. */
#include <stdio.h>

#define N 20000
#define B 8
static int key[N];
static unsigned int seed = 0x5A11C4A7u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0;
    unsigned char uc[B], euc[B];
    signed char sc[B], esc[B];
    short ss[B], ess[B];
    unsigned short us[B], eus[B];
    for (int i = 0; i < N; i++) key[i] = (int)(xrand() % 1000000u);
    for (int b = 0; b < B; b++) { uc[b] = euc[b] = (unsigned char)(b * 31); sc[b] = esc[b] = (signed char)(b - 4); ss[b] = ess[b] = (short)(b * 1000); us[b] = eus[b] = 0; }

#pragma acc parallel loop copyin(key) copy(uc, sc, ss, us)
    for (int i = 0; i < N; i++) {
        int k = key[i], b = k % B;
#pragma acc atomic update
        uc[b]++;
#pragma acc atomic update
        sc[(b + 1) % B] -= (i < 100 ? 1 : 0);
#pragma acc atomic update
        ss[b] = ss[b] + (short)(k % 8);
#pragma acc atomic update
        us[(b + 5) % B] |= (unsigned short)(1u << (k % 16));
    }

    for (int i = 0; i < N; i++) {
        int k = key[i], b = k % B;
        euc[b]++;
        esc[(b + 1) % B] -= (i < 100 ? 1 : 0);
        ess[b] = ess[b] + (short)(k % 8);
        eus[(b + 5) % B] |= (unsigned short)(1u << (k % 16));
    }
    for (int b = 0; b < B; b++) {
        if (uc[b] != euc[b]) { printf("unsigned char x++: uc[%d] = %u, expected %u\n", b, uc[b], euc[b]); bad++; }
        if (sc[b] != esc[b]) { printf("signed char x -= e: sc[%d] = %d, expected %d\n", b, sc[b], esc[b]); bad++; }
        if (ss[b] != ess[b]) { printf("short x = x + e: ss[%d] = %d, expected %d\n", b, ss[b], ess[b]); bad++; }
        if (us[b] != eus[b]) { printf("unsigned short x |= e: us[%d] = %#x, expected %#x\n", b, us[b], eus[b]); bad++; }
    }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
