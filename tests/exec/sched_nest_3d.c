/* Multi-dimensional schedule, 3-D: collapse(2) gang over z and y, vector
 * over x (the stencil pattern) on a 3-D grid, z in runs per thread; odd
 * sizes reach every partial run and block, and a negative-step loop. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

static unsigned s = 777u;
static float rnd(void) { s ^= s << 13; s ^= s >> 17; s ^= s << 5; return (float)(s % 10000) / 1000.0f; }

static int run(int nz, int ny, int nx)
{
    size_t n = (size_t)nz * ny * nx;
    float *p = malloc(sizeof(float) * n), *q = malloc(sizeof(float) * n), *r = malloc(sizeof(float) * n);
    for (size_t i = 0; i < n; i++) { p[i] = rnd(); q[i] = -7.0f; r[i] = -7.0f; }
#pragma acc parallel loop gang collapse(2) copyin(p[0:n]) copy(q[0:n])
    for (int z = nz - 2; z >= 1; z--)
        for (int y = 1; y < ny - 1; y++) {
#pragma acc loop vector
            for (int x = 1; x < nx - 1; x++) {
                int c = (z * ny + y) * nx + x;
                q[c] = 2.0f * p[c] - p[c - 1] - p[c + 1] + 0.5f * (p[c - nx] + p[c + nx]) - 0.25f * (p[c - nx * ny] + p[c + nx * ny]);
            }
        }
    for (int z = 1; z < nz - 1; z++)
        for (int y = 1; y < ny - 1; y++)
            for (int x = 1; x < nx - 1; x++) {
                int c = (z * ny + y) * nx + x;
                r[c] = 2.0f * p[c] - p[c - 1] - p[c + 1] + 0.5f * (p[c - nx] + p[c + nx]) - 0.25f * (p[c - nx * ny] + p[c + nx * ny]);
            }
    int bad = 0;
    for (size_t i = 0; i < n; i++)
        if (fabsf(q[i] - r[i]) > 1e-4f * (1.0f + fabsf(r[i]))) {
            if (bad++ < 5) printf("%dx%dx%d: q[%zu] = %g, expected %g\n", nz, ny, nx, i, q[i], r[i]);
        }
    free(p); free(q); free(r);
    return bad;
}

int main(void)
{
    int bad = run(37, 29, 131) + run(3, 3, 3) + run(20, 70, 10) + run(130, 4, 40);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
