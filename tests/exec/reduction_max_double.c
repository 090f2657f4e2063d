/* Covers: `max` reduction on double and float (fmax/fmaxf and ?: forms); initial value below and above the data. */
#include <stdio.h>
#include <math.h>

#define N 1000000
static double a[N];
static float f[N];
static unsigned int seed = 0x5E999999u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (double)(xrand() % 2000001u) * 1e-3 - 1000.0; f[i] = (float)(xrand() % 2000001u) * 1e-3f - 1500.0f; }
    a[xrand() % N] = 4321.5;
    double mx = -1e300;
    float fmx = -1e30f;
#pragma acc parallel loop reduction(max:mx, fmx) copyin(a[0:N], f[0:N])
    for (int i = 0; i < N; i++) {
        mx = fmax(mx, a[i]);
        fmx = f[i] > fmx ? f[i] : fmx;
    }
    double e = -1e300; float fe = -1e30f;
    for (int i = 0; i < N; i++) { if (a[i] > e) e = a[i]; if (f[i] > fe) fe = f[i]; }
    if (mx != e) { printf("FAIL: max = %.17g, expected %.17g\n", mx, e); return 1; }
    if (fmx != fe) { printf("FAIL: float max = %.9g, expected %.9g\n", fmx, fe); return 1; }
    double mx2 = 1e6;
#pragma acc parallel loop reduction(max:mx2) copyin(a[0:N])
    for (int i = 0; i < N; i++)
        mx2 = fmax(mx2, a[i]);
    if (mx2 != 1e6) { printf("FAIL: max with large initial value = %.17g, expected 1e6\n", mx2); return 1; }
    printf("PASS\n");
    return 0;
}
