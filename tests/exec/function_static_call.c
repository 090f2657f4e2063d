/* Covers: a plain static function (body visible, no routine directive) called from inside a parallel loop body; OpenACC 3.x applies an implicit `routine seq`. */
#include <stdio.h>
#include <math.h>

#define N 500000
static float x[N], y[N];
static unsigned int seed = 0x57A71CF0u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static float f(float v)
{
    return v * v * 0.5f - 2.0f * v + 1.0f;
}

static int g(int a, int b)
{
    return a > b ? a - b : b - a;
}

int main(void)
{
    for (int i = 0; i < N; i++) { x[i] = (float)(xrand() % 2000001u) / 1000000.0f - 1.0f; y[i] = -1.0f; }
#pragma acc parallel loop copyin(x[0:N]) copyout(y[0:N])
    for (int i = 0; i < N; i++)
        y[i] = f(x[i]) + (float)g(i % 100, 50);
    for (int i = 0; i < N; i++) {
        int d = i % 100 > 50 ? i % 100 - 50 : 50 - i % 100;
        float e = x[i] * x[i] * 0.5f - 2.0f * x[i] + 1.0f + (float)d;
        if (fabsf(y[i] - e) > 1e-5f * (1.0f + fabsf(e))) { printf("FAIL: y[%d] = %g, expected %g\n", i, y[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
