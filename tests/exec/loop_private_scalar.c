/* Covers: `private` scalar on a loop: a temporary written then read in each iteration must not race between iterations. */
#include <stdio.h>

#define N 1000000
static int a[N], b[N];
static unsigned int seed = 0xABCDEF01u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int t = -12345, u;
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 30001u) - 15000; b[i] = -1; }
#pragma acc parallel copyin(a[0:N]) copyout(b[0:N])
    {
#pragma acc loop gang vector private(t, u)
        for (int i = 0; i < N; i++) {
            t = a[i] * 2;
            u = t + i % 17;
            b[i] = t * 3 - u;
        }
    }
    for (int i = 0; i < N; i++) {
        int tt = a[i] * 2, uu = tt + i % 17, e = tt * 3 - uu;
        if (b[i] != e) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
