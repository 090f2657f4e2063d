/* Covers: math library calls in compute regions (sqrtf, expf, fabs, sin, pow, plus cos/log/fabsf/fmin/floor) compared with host libm under a tolerance. */
#include <stdio.h>
#include <math.h>

#define N 200000
static float xf[N], rf[N];
static double xd[N], rd[N];
static unsigned int seed = 0x3A7B5C00u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) {
        xf[i] = (float)(xrand() % 1000001u) / 100000.0f;        /* [0, 10] */
        xd[i] = (double)(xrand() % 2000001u) / 100000.0 - 10.0; /* [-10, 10] */
        rf[i] = -1.0f; rd[i] = -1.0;
    }
#pragma acc kernels copyin(xf[0:N], xd[0:N]) copyout(rf[0:N], rd[0:N])
    {
#pragma acc loop independent
        for (int i = 0; i < N; i++) {
            rf[i] = sqrtf(xf[i]) + expf(-xf[i]) + fabsf(xf[i] - 5.0f);
            rd[i] = sin(xd[i]) * cos(xd[i] * 0.5) + pow(fabs(xd[i]), 1.5) + log(fabs(xd[i]) + 1.0) + floor(xd[i]) + fmin(xd[i], 0.0);
        }
    }
    for (int i = 0; i < N; i++) {
        float ef = sqrtf(xf[i]) + expf(-xf[i]) + fabsf(xf[i] - 5.0f);
        if (fabsf(rf[i] - ef) > 1e-5f * (1.0f + fabsf(ef))) { printf("FAIL: rf[%d] = %.9g, expected %.9g (x = %.9g)\n", i, rf[i], ef, xf[i]); return 1; }
        double ed = sin(xd[i]) * cos(xd[i] * 0.5) + pow(fabs(xd[i]), 1.5) + log(fabs(xd[i]) + 1.0) + floor(xd[i]) + fmin(xd[i], 0.0);
        if (fabs(rd[i] - ed) > 1e-12 * (1.0 + fabs(ed))) { printf("FAIL: rd[%d] = %.17g, expected %.17g (x = %.17g)\n", i, rd[i], ed, xd[i]); return 1; }
    }
    printf("PASS\n");
    return 0;
}
