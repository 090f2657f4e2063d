/* Covers: a plain `kernels` construct containing a single loop (compiler-parallelized), explicit copyin/copyout. */
#include <stdio.h>
#include <math.h>

#define N 1000000
static float x[N], y[N], ref[N];
static unsigned int seed = 0x1234567u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static float frand(void) { return (float)(xrand() % 2000001u) / 1000000.0f - 1.0f; }

int main(void)
{
    for (int i = 0; i < N; i++) { x[i] = frand(); y[i] = -1.0f; ref[i] = x[i] * x[i] - 3.0f * x[i] + 0.5f; }
#pragma acc kernels copyin(x[0:N]) copyout(y[0:N])
    {
        for (int i = 0; i < N; i++)
            y[i] = x[i] * x[i] - 3.0f * x[i] + 0.5f;
    }
    for (int i = 0; i < N; i++) {
        if (fabsf(y[i] - ref[i]) > 1e-5f * (1.0f + fabsf(ref[i]))) {
            printf("FAIL: y[%d] = %g, expected %g\n", i, y[i], ref[i]);
            return 1;
        }
    }
    printf("PASS\n");
    return 0;
}
