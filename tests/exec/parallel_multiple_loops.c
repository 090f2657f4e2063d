/* Covers: several independent loops inside one parallel region (no dependences between the loops, since gangs do not synchronize). */
#include <stdio.h>

#define N 300000
static int a[N], b[N], c[N], d[N];
static unsigned int seed = 0xC0FFEE11u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 20001u) - 10000; b[i] = c[i] = d[i] = -1; }
#pragma acc parallel copyin(a[0:N]) copyout(b[0:N], c[0:N], d[0:N])
    {
#pragma acc loop gang vector
        for (int i = 0; i < N; i++)
            b[i] = a[i] + 1;
#pragma acc loop gang vector
        for (int i = 0; i < N; i++)
            c[i] = a[i] * 2;
#pragma acc loop gang vector
        for (int i = 0; i < N; i++)
            d[i] = a[N - 1 - i] - i;
    }
    for (int i = 0; i < N; i++) {
        if (b[i] != a[i] + 1) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], a[i] + 1); return 1; }
        if (c[i] != a[i] * 2) { printf("FAIL: c[%d] = %d, expected %d\n", i, c[i], a[i] * 2); return 1; }
        if (d[i] != a[N - 1 - i] - i) { printf("FAIL: d[%d] = %d, expected %d\n", i, d[i], a[N - 1 - i] - i); return 1; }
    }
    printf("PASS\n");
    return 0;
}
