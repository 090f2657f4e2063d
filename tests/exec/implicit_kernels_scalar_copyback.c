/* Covers: implicit copy of scalars in kernels: scalars updated in sequential kernels code (counter, flag, last value) come back to the host. */
#include <stdio.h>

#define N 10000
static int a[N];
static unsigned int seed = 0x5CA1A2B3u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = (int)(xrand() % 1000u);
    int found = 0, pos = -1;
    long acc = 1;
    float f = 2.0f;
#pragma acc kernels copyin(a[0:N])
    {
        acc = acc * 7 + a[5];
        f = f * 0.5f + (float)a[3];
        if (a[11] > 500) found = 1; else found = 2;
        pos = a[N - 1] % 17;
    }
    long eacc = 7 + a[5];
    float ef = 1.0f + (float)a[3];
    int efound = a[11] > 500 ? 1 : 2;
    if (acc != eacc) { printf("FAIL: acc = %ld, expected %ld\n", acc, eacc); return 1; }
    if (f != ef) { printf("FAIL: f = %g, expected %g\n", f, ef); return 1; }
    if (found != efound) { printf("FAIL: found = %d, expected %d\n", found, efound); return 1; }
    if (pos != a[N - 1] % 17) { printf("FAIL: pos = %d, expected %d\n", pos, a[N - 1] % 17); return 1; }
    printf("PASS\n");
    return 0;
}
