/* Covers: `loop independent` in a kernels region, with an indirect (permutation) write the compiler cannot prove independent. */
#include <stdio.h>

#define N 500000
static int perm[N], a[N], b[N];
static unsigned int seed = 0x87654321u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { perm[i] = i; a[i] = (int)(xrand() % 100000u); b[i] = -1; }
    for (int i = N - 1; i > 0; i--) { int j = (int)(xrand() % (unsigned)(i + 1)); int t = perm[i]; perm[i] = perm[j]; perm[j] = t; }
#pragma acc kernels copyin(perm[0:N], a[0:N]) copyout(b[0:N])
    {
#pragma acc loop independent
        for (int i = 0; i < N; i++)
            b[perm[i]] = a[i] + 1;
    }
    for (int i = 0; i < N; i++)
        if (b[perm[i]] != a[i] + 1) { printf("FAIL: b[%d] = %d, expected %d\n", perm[i], b[perm[i]], a[i] + 1); return 1; }
    printf("PASS\n");
    return 0;
}
