/* Covers: `*` reduction on double and float with values near 1 (1 + small); initial value included; relative tolerance. */
#include <stdio.h>
#include <math.h>

#define N 100000
static double a[N];
static float f[N];
static unsigned int seed = 0x5E777777u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) {
        a[i] = 1.0 + ((double)(xrand() % 2001u) - 1000.0) * 1e-5;
        f[i] = 1.0f + ((float)(xrand() % 2001u) - 1000.0f) * 1e-5f;
    }
    double prod = 2.5;
    float fprod = 0.5f;
#pragma acc parallel loop reduction(*:prod, fprod) copyin(a[0:N], f[0:N])
    for (int i = 0; i < N; i++) {
        prod *= a[i];
        fprod *= f[i];
    }
    double e = 2.5, fe = 0.5;
    for (int i = 0; i < N; i++) { e *= a[i]; fe *= f[i]; }
    if (fabs(prod - e) > 1e-9 * fabs(e)) { printf("FAIL: prod = %.17g, expected %.17g\n", prod, e); return 1; }
    if (fabs(fprod - fe) > 2e-3 * fabs(fe)) { printf("FAIL: fprod = %.9g, expected %.9g\n", fprod, fe); return 1; }
    printf("PASS\n");
    return 0;
}
