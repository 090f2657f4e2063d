/* Covers: `loop vector` alone (single gang) over an array, inside a parallel region. */
#include <stdio.h>
#include <math.h>

#define N 100003
static float a[N], b[N];
static unsigned int seed = 0x31415926u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static float frand(void) { return (float)(xrand() % 2000001u) / 1000000.0f - 1.0f; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = frand(); b[i] = -1.0f; }
#pragma acc parallel num_gangs(1) vector_length(128) copyin(a[0:N]) copyout(b[0:N])
    {
#pragma acc loop vector
        for (int i = 0; i < N; i++)
            b[i] = 3.0f * a[i] - 1.0f;
    }
    for (int i = 0; i < N; i++) {
        float e = 3.0f * a[i] - 1.0f;
        if (fabsf(b[i] - e) > 1e-6f * (1.0f + fabsf(e))) { printf("FAIL: b[%d] = %g, expected %g\n", i, b[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
