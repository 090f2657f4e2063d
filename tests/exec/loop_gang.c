/* Covers: `loop gang` alone inside a parallel region (gang-partitioned, one lane per gang). */
#include <stdio.h>

#define N 200000
static int a[N], b[N];
static unsigned int seed = 0x0BADC0DEu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 65536u) - 32768; b[i] = -1; }
#pragma acc parallel copyin(a[0:N]) copyout(b[0:N])
    {
#pragma acc loop gang
        for (int i = 0; i < N; i++)
            b[i] = a[i] * a[i] % 1013 - i;
    }
    for (int i = 0; i < N; i++) {
        int e = a[i] * a[i] % 1013 - i;
        if (b[i] != e) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
