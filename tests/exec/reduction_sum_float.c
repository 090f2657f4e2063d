/* Covers: `+` reduction on float; initial value included. Values are multiples of 1/16 so every partial sum is exact in float and any summation order gives the same result (compared with a tiny tolerance anyway). */
#include <stdio.h>
#include <math.h>

#define N 50000
static float a[N];
static unsigned int seed = 0x5E444444u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = (float)((int)(xrand() % 257u) - 128) / 16.0f;
    float sum = 10.0f;
#pragma acc parallel loop reduction(+:sum) copyin(a[0:N])
    for (int i = 0; i < N; i++)
        sum += a[i];
    double e = 10.0;
    for (int i = 0; i < N; i++) e += a[i];
    if (fabs(sum - e) > 1e-6 * (1.0 + fabs(e))) { printf("FAIL: sum = %.9g, expected %.9g\n", sum, e); return 1; }
    /* a second float sum over general values in [0.5, 1.5] (N2 of them): tolerance well below one element */
    const int N2 = 10000;
    double ab = 0.0;
    for (int i = 0; i < N; i++) { a[i] = (float)(xrand() % 1000001u) / 1000000.0f + 0.5f; }
    float s2 = 10.0f;
#pragma acc parallel loop reduction(+:s2) copyin(a[0:N2])
    for (int i = 0; i < N2; i++)
        s2 += a[i];
    double e2 = 10.0;
    for (int i = 0; i < N2; i++) { e2 += a[i]; ab += fabs(a[i]); }
    if (fabs(s2 - e2) > 1e-5 * (ab + 10.0)) { printf("FAIL: s2 = %.9g, expected %.9g\n", s2, e2); return 1; }
    printf("PASS\n");
    return 0;
}
