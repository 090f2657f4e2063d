/* Covers: a plain `parallel` construct containing a `loop gang vector` (saxpy), explicit copyin/copy. */
#include <stdio.h>
#include <math.h>

#define N 1000003
static float x[N], y[N], ref[N];
static unsigned int seed = 0x2545F491u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static float frand(void) { return (float)(xrand() % 2000001u) / 1000000.0f - 1.0f; }

int main(void)
{
    const float a = 2.5f;
    for (int i = 0; i < N; i++) { x[i] = frand(); y[i] = frand(); ref[i] = a * x[i] + y[i]; }
#pragma acc parallel copyin(x[0:N]) copy(y[0:N])
    {
#pragma acc loop gang vector
        for (int i = 0; i < N; i++)
            y[i] = a * x[i] + y[i];
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
