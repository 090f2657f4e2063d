/* Covers: `private` clause on a parallel construct (a gang-private scalar and array used as per-gang scratch); the host variables are not modified. */
#include <stdio.h>

#define G 32
#define N (G * 1000)
static int a[N], b[N];
static unsigned int seed = 0x9121A7E0u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 1000u); b[i] = -1; }
    int t = 777;
    int scratch[4] = {11, 22, 33, 44};
#pragma acc parallel num_gangs(G) private(t, scratch) copyin(a[0:N]) copyout(b[0:N])
    {
#pragma acc loop gang
        for (int g = 0; g < G; g++) {
            /* each gang writes its private copies and reads them back */
            t = g * 3;
            for (int k = 0; k < 4; k++) scratch[k] = g + k;
            for (int i = g * 1000; i < (g + 1) * 1000; i++)
                b[i] = a[i] + t + scratch[i & 3];
        }
    }
    if (t != 777) { printf("FAIL: host t = %d, expected 777 (private)\n", t); return 1; }
    for (int k = 0; k < 4; k++)
        if (scratch[k] != 11 * (k + 1)) { printf("FAIL: host scratch[%d] = %d, expected %d (private)\n", k, scratch[k], 11 * (k + 1)); return 1; }
    for (int i = 0; i < N; i++) {
        int g = i / 1000, e = a[i] + g * 3 + g + (i & 3);
        if (b[i] != e) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
