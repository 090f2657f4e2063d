/* Covers: `create` for a device-only scratch array used between two compute regions inside a data region. */
#include <stdio.h>

#define N 1000000
static int a[N], tmp[N], b[N];
static unsigned int seed = 0xCAFED00Du;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 20000u) - 10000; tmp[i] = -7; b[i] = -1; }
#pragma acc data copyin(a[0:N]) create(tmp[0:N]) copyout(b[0:N])
    {
#pragma acc parallel loop
        for (int i = 0; i < N; i++)
            tmp[i] = a[i] * a[i];
#pragma acc parallel loop
        for (int i = 0; i < N; i++)
            b[i] = tmp[i] + 2 * tmp[N - 1 - i];
    }
    for (int i = 0; i < N; i++) {
        int e = a[i] * a[i] + 2 * a[N - 1 - i] * a[N - 1 - i];
        if (b[i] != e) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
