/* Covers: `loop auto` in kernels regions: on an independent loop, and on a loop-carried dependence that auto must not break. */
#include <stdio.h>

#define N 100000
static int a[N], b[N], c[N];
static unsigned int seed = 0x1BADB002u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 1000u); b[i] = -1; c[i] = -1; }
    /* independent loop: auto may parallelize */
#pragma acc kernels copyin(a[0:N]) copyout(b[0:N])
    {
#pragma acc loop auto
        for (int i = 0; i < N; i++)
            b[i] = a[i] * 7 - 3;
    }
    /* dependent loop in kernels: auto must keep it sequential since the compiler cannot prove independence */
    c[0] = a[0];
#pragma acc kernels copyin(a[0:N]) copy(c[0:N])
    {
#pragma acc loop auto
        for (int i = 1; i < N; i++)
            c[i] = (c[i - 1] + a[i]) % 10007;
    }
    int r = a[0];
    for (int i = 0; i < N; i++) {
        if (b[i] != a[i] * 7 - 3) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], a[i] * 7 - 3); return 1; }
        if (i > 0) r = (r + a[i]) % 10007;
        if (c[i] != r) { printf("FAIL: c[%d] = %d, expected %d\n", i, c[i], r); return 1; }
    }
    printf("PASS\n");
    return 0;
}
