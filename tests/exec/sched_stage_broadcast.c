/* Shared-memory staging of operands every thread reads alike (the n-body
 * pattern: x[j] in a sequential j loop inside a gang-vector loop): n a
 * multiple of the block runs the staged kernel, other n the plain one.
 * force_m: the staged loop's trip count m is not the parallel loop's, so
 * the last tile's loads end anywhere in the block (the tile loads are a
 * counted loop of the block's stride, known only at run time). */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

static unsigned s = 31337u;
static float rnd(void) { s ^= s << 13; s ^= s >> 17; s ^= s << 5; return (float)(s % 10000) / 1000.0f; }

static void force(int n, const float *restrict x, const float *restrict w, float *restrict f)
{
#pragma acc parallel loop gang vector copyin(x[0:n], w[0:n]) copy(f[0:n])
    for (int i = 0; i < n; i++) {
        float xi = x[i], acc = 0.0f;
        for (int j = 0; j < n; j++) {
            float d = x[j] - xi;
            acc += w[j] * d / (1.0f + d * d);
        }
        f[i] += acc;
    }
}

static void force_m(int n, int m, const float *restrict x, const float *restrict y,
                    const float *restrict w, float *restrict f)
{
#pragma acc parallel loop gang vector copyin(x[0:n], y[0:m], w[0:m]) copy(f[0:n])
    for (int i = 0; i < n; i++) {
        float xi = x[i], acc = 0.0f;
        for (int j = 0; j < m; j++) {
            float d = y[j] - xi;
            acc += w[j] * d / (1.0f + d * d);
        }
        f[i] += acc;
    }
}

static int run_m(int n, int m)
{
    float *x = malloc(sizeof(float) * n), *y = malloc(sizeof(float) * m), *w = malloc(sizeof(float) * m);
    float *f = malloc(sizeof(float) * n);
    for (int i = 0; i < n; i++) { x[i] = rnd(); f[i] = (float)i; }
    for (int j = 0; j < m; j++) { y[j] = rnd(); w[j] = rnd(); }
    force_m(n, m, x, y, w, f);
    int bad = 0;
    for (int i = 0; i < n; i++) {
        double acc = 0, mag = 0;
        for (int j = 0; j < m; j++) { double d = (double)y[j] - x[i]; acc += w[j] * d / (1.0 + d * d); mag += fabs(w[j] * d / (1.0 + d * d)); }
        double r = i + acc;
        if (fabs(f[i] - r) > 1e-5 * (1.0 + mag + i)) { if (bad++ < 5) printf("n=%d m=%d: f[%d] = %g, expected %g\n", n, m, i, f[i], r); }
    }
    free(x); free(y); free(w); free(f);
    return bad;
}

static int run(int n)
{
    float *x = malloc(sizeof(float) * n), *w = malloc(sizeof(float) * n), *f = malloc(sizeof(float) * n);
    for (int i = 0; i < n; i++) { x[i] = rnd(); w[i] = rnd(); f[i] = (float)i; }
    force(n, x, w, f);
    int bad = 0;
    for (int i = 0; i < n; i++) {
        double acc = 0, mag = 0;
        for (int j = 0; j < n; j++) { double d = (double)x[j] - x[i]; acc += w[j] * d / (1.0 + d * d); mag += fabs(w[j] * d / (1.0 + d * d)); }
        double r = i + acc;
        if (fabs(f[i] - r) > 1e-5 * (1.0 + mag + i)) { if (bad++ < 5) printf("n=%d: f[%d] = %g, expected %g\n", n, i, f[i], r); }
    }
    free(x); free(w); free(f);
    return bad;
}

int main(void)
{
    int bad = run(4096) + run(1000) + run(128) + run(8192 + 128) + run(33);
    bad += run_m(4096, 1000) + run_m(8192, 3001) + run_m(8192, 2048 + 63) + run_m(256, 5) + run_m(128, 1) + run_m(4096, 0);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
