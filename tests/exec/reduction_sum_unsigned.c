/* Covers: `+` reduction on unsigned int with modular wrap-around (exact result regardless of order); initial value included. */
#include <stdio.h>

#define N 1000000
static unsigned int a[N];
static unsigned int seed = 0x5E222222u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = xrand();
    unsigned int sum = 10u;
#pragma acc parallel loop gang vector reduction(+:sum) copyin(a[0:N])
    for (int i = 0; i < N; i++)
        sum += a[i];
    unsigned int e = 10u;
    for (int i = 0; i < N; i++) e += a[i];
    if (sum != e) { printf("FAIL: sum = %u, expected %u\n", sum, e); return 1; }
    printf("PASS\n");
    return 0;
}
