/* Covers: `copy` clause on a data construct and on a compute construct: values go in, are updated in place, and come back. */
#include <stdio.h>

#define N 1000000
static int a[N], orig[N];
static unsigned int seed = 0xC0C0C0C0u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = orig[i] = (int)(xrand() % 1000000u) - 500000;
#pragma acc data copy(a[0:N])
    {
#pragma acc parallel loop
        for (int i = 0; i < N; i++)
            a[i] = a[i] * 2 + 1;
    }
#pragma acc parallel loop copy(a[0:N])
    for (int i = 0; i < N; i++)
        a[i] = a[i] - i;
    for (int i = 0; i < N; i++) {
        int e = orig[i] * 2 + 1 - i;
        if (a[i] != e) { printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
