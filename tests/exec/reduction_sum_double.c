/* Covers: `+` reduction on double over general values (relative tolerance); initial value included. */
#include <stdio.h>
#include <math.h>

#define N 2000000
static double a[N];
static unsigned int seed = 0x5E555555u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = (double)(xrand() % 2000001u) / 1000000.0 - 0.9;
    double sum = 10.0;
#pragma acc parallel loop reduction(+:sum) copyin(a[0:N])
    for (int i = 0; i < N; i++)
        sum += a[i];
    double e = 10.0, ab = 10.0;
    for (int i = 0; i < N; i++) { e += a[i]; ab += fabs(a[i]); }
    if (fabs(sum - e) > 1e-12 * ab) { printf("FAIL: sum = %.17g, expected %.17g\n", sum, e); return 1; }
    printf("PASS\n");
    return 0;
}
