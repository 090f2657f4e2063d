/* Covers: code in a parallel region outside any loop (gang-redundant): a region-local scalar computed by every gang, then used by a loop gang vector. */
#include <stdio.h>
#include <math.h>

#define N 500000
static float x[N], y[N];
static float coef[4];
static unsigned int seed = 0x600DF00Du;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static float frand(void) { return (float)(xrand() % 2000001u) / 1000000.0f - 1.0f; }

int main(void)
{
    for (int i = 0; i < N; i++) { x[i] = frand(); y[i] = -1.0f; }
    for (int k = 0; k < 4; k++) coef[k] = frand() + 2.0f;
    int flag = -1;
#pragma acc parallel num_gangs(64) copyin(x[0:N], coef[0:4]) copyout(y[0:N]) copy(flag)
    {
        /* executed redundantly by every gang; every gang computes the same values */
        float s = coef[0] * coef[1] - coef[2] + coef[3];
        float t = s * 0.5f;
        flag = 7; /* every gang stores the same value */
#pragma acc loop gang vector
        for (int i = 0; i < N; i++)
            y[i] = x[i] * s + t;
    }
    float s = coef[0] * coef[1] - coef[2] + coef[3];
    float t = s * 0.5f;
    if (flag != 7) { printf("FAIL: flag = %d, expected 7\n", flag); return 1; }
    for (int i = 0; i < N; i++) {
        float e = x[i] * s + t;
        if (fabsf(y[i] - e) > 1e-5f * (1.0f + fabsf(e))) { printf("FAIL: y[%d] = %g, expected %g\n", i, y[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
