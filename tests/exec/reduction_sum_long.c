/* Covers: `+` reduction on long with values that overflow 32 bits; initial value included. */
#include <stdio.h>

#define N 1000000
static long a[N];
static unsigned int seed = 0x5E333333u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = (long)xrand() * 1000 - 2000000000000L;
    long sum = 10;
#pragma acc parallel loop reduction(+:sum) copyin(a[0:N])
    for (int i = 0; i < N; i++)
        sum += a[i];
    long e = 10;
    for (int i = 0; i < N; i++) e += a[i];
    if (sum != e) { printf("FAIL: sum = %ld, expected %ld\n", sum, e); return 1; }
    printf("PASS\n");
    return 0;
}
