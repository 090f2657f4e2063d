/* Covers: combined `kernels loop` construct (double precision, copyin/copyout). */
#include <stdio.h>
#include <math.h>

#define N 1000000
static double a[N], b[N];
static unsigned int seed = 0x9E3779B9u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (double)(xrand() % 1000001u) / 1000.0 - 500.0; b[i] = -1.0; }
#pragma acc kernels loop copyin(a[0:N]) copyout(b[0:N])
    for (int i = 0; i < N; i++)
        b[i] = 0.5 * a[i] * a[i] + 2.0 * a[i] - 1.0;
    for (int i = 0; i < N; i++) {
        double e = 0.5 * a[i] * a[i] + 2.0 * a[i] - 1.0;
        if (fabs(b[i] - e) > 1e-12 * (1.0 + fabs(e))) { printf("FAIL: b[%d] = %.17g, expected %.17g\n", i, b[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
