/* Covers: `default(none)` with every variable (arrays, scalars) listed in data clauses. */
#include <stdio.h>
#include <math.h>

#define N 250000
static float x[N], y[N];
static unsigned int seed = 0xD0E0F000u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static float frand(void) { return (float)(xrand() % 2000001u) / 1000000.0f - 1.0f; }

int main(void)
{
    for (int i = 0; i < N; i++) { x[i] = frand(); y[i] = frand(); }
    float a = 0.75f, bias = -0.125f;
    int n = N;
    float total = -1.0f;
    static float yref[N];
    for (int i = 0; i < N; i++) yref[i] = a * x[i] + y[i] + bias;
#pragma acc parallel loop default(none) copyin(x[0:n]) copy(y[0:n]) firstprivate(a, bias, n)
    for (int i = 0; i < n; i++)
        y[i] = a * x[i] + y[i] + bias;
#pragma acc kernels default(none) copyin(y[0:n], n) copyout(total)
    {
        total = y[0] + y[n - 1];
    }
    for (int i = 0; i < N; i++)
        if (fabsf(y[i] - yref[i]) > 1e-5f * (1.0f + fabsf(yref[i]))) { printf("FAIL: y[%d] = %g, expected %g\n", i, y[i], yref[i]); return 1; }
    if (fabsf(total - (y[0] + y[N - 1])) > 1e-6f) { printf("FAIL: total = %g, expected %g\n", total, y[0] + y[N - 1]); return 1; }
    printf("PASS\n");
    return 0;
}
