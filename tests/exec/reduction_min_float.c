/* Covers: `min` reduction on float and double (fminf/fmin and ?: forms); initial value included. */
#include <stdio.h>
#include <math.h>

#define N 1000000
static float f[N];
static double d[N];
static unsigned int seed = 0x5EBBBBBBu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { f[i] = (float)(xrand() % 2000001u) * 1e-3f - 1000.0f; d[i] = (double)(xrand() % 2000001u) * 1e-3; }
    f[xrand() % N] = -3210.25f;
    float mn = 1e30f;
    double dmn = -1.0;   /* below every d[i] >= 0: initial value wins */
#pragma acc parallel loop reduction(min:mn, dmn) copyin(f[0:N], d[0:N])
    for (int i = 0; i < N; i++) {
        mn = fminf(mn, f[i]);
        dmn = d[i] < dmn ? d[i] : dmn;
    }
    float e = 1e30f;
    for (int i = 0; i < N; i++) if (f[i] < e) e = f[i];
    if (mn != e) { printf("FAIL: min = %.9g, expected %.9g\n", mn, e); return 1; }
    if (dmn != -1.0) { printf("FAIL: double min = %.17g, expected -1 (initial value)\n", dmn); return 1; }
    double dmn2 = 1e9, de = 1e9;
#pragma acc parallel loop reduction(min:dmn2) copyin(d[0:N])
    for (int i = 0; i < N; i++)
        dmn2 = fmin(dmn2, d[i]);
    for (int i = 0; i < N; i++) if (d[i] < de) de = d[i];
    if (dmn2 != de) { printf("FAIL: double min = %.17g, expected %.17g\n", dmn2, de); return 1; }
    printf("PASS\n");
    return 0;
}
