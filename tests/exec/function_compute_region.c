/* Covers: compute regions inside functions taking pointer arguments and sizes (subarray bounds from parameters), called several times with different buffers and offsets. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

static unsigned int seed = 0xF00DCAFEu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static void axpby(int n, float alpha, const float *x, float beta, float *y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++)
        y[i] = alpha * x[i] + beta * y[i];
}

static double dot(int n, const double *x, const double *y)
{
    double s = 0.0;
#pragma acc parallel loop reduction(+:s) copyin(x[0:n], y[0:n])
    for (int i = 0; i < n; i++)
        s += x[i] * y[i];
    return s;
}

int main(void)
{
    int n = 300000;
    float *x = malloc(sizeof(float) * n), *y = malloc(sizeof(float) * n), *ry = malloc(sizeof(float) * n);
    double *p = malloc(sizeof(double) * n), *q = malloc(sizeof(double) * n);
    for (int i = 0; i < n; i++) {
        x[i] = (float)(xrand() % 2001u) / 1000.0f - 1.0f; y[i] = ry[i] = (float)(xrand() % 2001u) / 1000.0f - 1.0f;
        p[i] = (double)(xrand() % 2001u) / 1000.0 - 1.0; q[i] = (double)(xrand() % 2001u) / 1000.0 - 1.0;
    }
    axpby(n, 2.0f, x, 0.5f, y);
    axpby(n / 2, -1.0f, x + n / 2, 3.0f, y + 10);   /* pointer into the middle of the arrays */
    for (int i = 0; i < n; i++) ry[i] = 2.0f * x[i] + 0.5f * ry[i];
    for (int i = 0; i < n / 2; i++) ry[i + 10] = -1.0f * x[n / 2 + i] + 3.0f * ry[i + 10];
    for (int i = 0; i < n; i++)
        if (fabsf(y[i] - ry[i]) > 1e-5f * (1.0f + fabsf(ry[i]))) { printf("FAIL: y[%d] = %g, expected %g\n", i, y[i], ry[i]); return 1; }
    double d1 = dot(n, p, q), d2 = dot(1000, p + 5, q + 7);
    double e1 = 0.0, e2 = 0.0, a1 = 0.0, a2 = 0.0;
    for (int i = 0; i < n; i++) { e1 += p[i] * q[i]; a1 += fabs(p[i] * q[i]); }
    for (int i = 0; i < 1000; i++) { e2 += p[i + 5] * q[i + 7]; a2 += fabs(p[i + 5] * q[i + 7]); }
    if (fabs(d1 - e1) > 1e-12 * (a1 + 1.0)) { printf("FAIL: dot = %.17g, expected %.17g\n", d1, e1); return 1; }
    if (fabs(d2 - e2) > 1e-12 * (a2 + 1.0)) { printf("FAIL: dot(offset) = %.17g, expected %.17g\n", d2, e2); return 1; }
    free(x); free(y); free(ry); free(p); free(q);
    printf("PASS\n");
    return 0;
}
