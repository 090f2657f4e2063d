/* Multi-dimensional schedule, 2-D: gang over rows, vector over columns (a
 * tight nest, the jacobi pattern) on a 2-D grid with several rows per
 * thread; odd sizes reach the partial run of rows and the partial block. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

static unsigned s = 12345u;
static float rnd(void) { s ^= s << 13; s ^= s >> 17; s ^= s << 5; return (float)(s % 10000) / 1000.0f; }

static int run(int n, int m)
{
    float *a = malloc(sizeof(float) * n * m), *b = malloc(sizeof(float) * n * m), *r = malloc(sizeof(float) * n * m);
    for (int i = 0; i < n * m; i++) { a[i] = rnd(); b[i] = -1.0f; }
#pragma acc parallel loop gang copyin(a[0:n*m]) copy(b[0:n*m])
    for (int i = 1; i < n - 1; i++) {
#pragma acc loop vector
        for (int j = 1; j < m - 1; j++)
            b[i * m + j] = 0.25f * (a[(i - 1) * m + j] + a[(i + 1) * m + j] + a[i * m + j - 1] + a[i * m + j + 1]);
    }
    for (int i = 0; i < n * m; i++) r[i] = -1.0f;
    for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < m - 1; j++)
            r[i * m + j] = 0.25f * (a[(i - 1) * m + j] + a[(i + 1) * m + j] + a[i * m + j - 1] + a[i * m + j + 1]);
    int bad = 0;
    for (int i = 0; i < n * m; i++)
        if (fabsf(b[i] - r[i]) > 1e-5f * (1.0f + fabsf(r[i]))) {
            if (bad++ < 5) printf("n=%d m=%d: b[%d] = %g, expected %g\n", n, m, i, b[i], r[i]);
        }
    free(a); free(b); free(r);
    return bad;
}

int main(void)
{
    int bad = run(203, 517) + run(9, 3) + run(1030, 64) + run(5, 2000) + run(2, 2);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
