/* pacc pipeline in chunks(4) depth(3): a global C array and a flat rank-2 pointer in the paper's two-nest Jacobi (relax, then copy back), a read-only coefficient field and a constant table, 7 steps (passes of 3, 3, 1), against the host loop */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define NY 67
#define NX 45

static double grid[NY][NX];          /* read and written: the field */
static const double wt[3] = {0.25, 0.5, 0.25};

static unsigned long long rng = 0x9E3779B97F4A7C15ULL;
static double next(void)
{
    rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17;
    return (double)(rng >> 11) / 9007199254740992.0;
}

int main(void)
{
    int ny = NY, nx = NX, steps = 7;
    double *next_f = malloc(sizeof(double) * NY * NX);     /* flat: [y * nx + x] */
    double *coef = malloc(sizeof(double) * NY * NX);       /* flat, read only */
    double (*ref)[NX] = malloc(sizeof(double) * NY * NX), (*tmp)[NX] = malloc(sizeof(double) * NY * NX);
    for (int y = 0; y < ny; y++)
        for (int x = 0; x < nx; x++) {
            grid[y][x] = ref[y][x] = 4 * next() - 2;
            coef[y * nx + x] = 0.5 + 0.5 * next();
            next_f[y * nx + x] = tmp[y][x] = -99;             /* poisoned */
        }
    for (int t = 0; t < steps; t++) {
        for (int y = 1; y < ny - 1; y++)
            for (int x = 1; x < nx - 1; x++)
                tmp[y][x] = coef[y * nx + x] * (wt[0] * ref[y - 1][x] + wt[1] * ref[y][x] + wt[2] * ref[y + 1][x])
                            + (1 - coef[y * nx + x]) * 0.5 * (ref[y][x - 1] + ref[y][x + 1]);
        for (int y = 1; y < ny - 1; y++)
            for (int x = 1; x < nx - 1; x++) ref[y][x] = tmp[y][x];
    }
#pragma pacc init
#pragma pacc pipeline targetinout(grid, next_f) targetin(coef) size([0:ny][0:nx]) halo([1:1][1:1]) chunks(4) depth(3)
    for (int t = 0; t < steps; t++) {
#pragma pacc loop dim(2)
        for (int y = 1; y < ny - 1; y++)
#pragma pacc loop dim(1)
            for (int x = 1; x < nx - 1; x++)
                next_f[y * nx + x] = coef[y * nx + x] * (wt[0] * grid[y - 1][x] + wt[1] * grid[y][x]
                                                         + wt[2] * grid[y + 1][x])
                                     + (1 - coef[y * nx + x]) * 0.5 * (grid[y][x - 1] + grid[y][x + 1]);
#pragma pacc loop dim(2)
        for (int y = 1; y < ny - 1; y++)
#pragma pacc loop dim(1)
            for (int x = 1; x < nx - 1; x++)
                grid[y][x] = next_f[y * nx + x];
    }
    long bad = 0;
    for (int y = 0; y < ny; y++)
        for (int x = 0; x < nx; x++) {
            double want = ref[y][x], w2 = tmp[y][x];
            if (!(fabs(grid[y][x] - want) <= 1e-12 * (1 + fabs(want)))) {
                if (bad++ < 5) printf("grid[%d][%d] = %.17g, want %.17g\n", y, x, grid[y][x], want);
            }
            if (!(fabs(next_f[y * nx + x] - w2) <= 1e-12 * (1 + fabs(w2)))) {
                if (bad++ < 5) printf("next_f[%d] = %.17g, want %.17g\n", y * nx + x, next_f[y * nx + x], w2);
            }
        }
    if (bad) {
        printf("FAIL: %ld values differ\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
