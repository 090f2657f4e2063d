/* Covers: reductions in kernels: `kernels loop reduction(+:...)` and a `loop reduction(max:...)` inside a kernels region; initial values included. */
#include <stdio.h>
#include <math.h>

#define N 1000000
static double a[N];
static int b[N];
static unsigned int seed = 0x6E5E1500u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (double)(xrand() % 1000001u) * 1e-6; b[i] = (int)(xrand() % 100000u); }
    double s = 10.0;
    long t = 10;
#pragma acc kernels loop reduction(+:s, t) copyin(a[0:N], b[0:N])
    for (int i = 0; i < N; i++) {
        s += a[i];
        t += b[i];
    }
    int mx = 0;
#pragma acc kernels copyin(b[0:N])
    {
#pragma acc loop reduction(max:mx)
        for (int i = 0; i < N; i++)
            mx = b[i] > mx ? b[i] : mx;
    }
    double es = 10.0, ab = 10.0; long et = 10; int em = 0;
    for (int i = 0; i < N; i++) { es += a[i]; ab += fabs(a[i]); et += b[i]; if (b[i] > em) em = b[i]; }
    if (fabs(s - es) > 1e-12 * ab) { printf("FAIL: s = %.17g, expected %.17g\n", s, es); return 1; }
    if (t != et) { printf("FAIL: t = %ld, expected %ld\n", t, et); return 1; }
    if (mx != em) { printf("FAIL: mx = %d, expected %d\n", mx, em); return 1; }
    printf("PASS\n");
    return 0;
}
