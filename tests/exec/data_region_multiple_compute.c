/* Covers: one data construct enclosing several compute regions (parallel, kernels, serial) that pass results through device memory. */
#include <stdio.h>

#define N 400000
static int a[N], b[N], c[N];
static unsigned int seed = 0x3C3C5A5Au;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 1000u); b[i] = -1; c[i] = -1; }
    int n = N;
#pragma acc data copyin(a[0:N]) create(b[0:N]) copyout(c[0:N])
    {
#pragma acc parallel loop
        for (int i = 0; i < n; i++)
            b[i] = a[i] + 1;
#pragma acc kernels
        for (int i = 0; i < n; i++)
            c[i] = b[i] * 2;
#pragma acc serial
        {
            c[0] = c[0] + c[n - 1];
        }
#pragma acc parallel loop
        for (int i = 1; i < n; i++)
            c[i] = c[i] - b[i - 1];
    }
    for (int i = 0; i < N; i++) {
        int e = (a[i] + 1) * 2;
        if (i == 0) e += (a[N - 1] + 1) * 2;
        else e -= a[i - 1] + 1;
        if (c[i] != e) { printf("FAIL: c[%d] = %d, expected %d\n", i, c[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
