/* Covers: `+` reduction on int in a parallel loop; the initial value (10) is included. */
#include <stdio.h>

#define N 2000003
static int a[N];
static unsigned int seed = 0x5E111111u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = (int)(xrand() % 1001u) - 500;
    int sum = 10;
#pragma acc parallel loop reduction(+:sum) copyin(a[0:N])
    for (int i = 0; i < N; i++)
        sum += a[i];
    int e = 10;
    for (int i = 0; i < N; i++) e += a[i];
    if (sum != e) { printf("FAIL: sum = %d, expected %d\n", sum, e); return 1; }
    printf("PASS\n");
    return 0;
}
