/* a pointer to a 2-D variable-length array, double (*u)[ny][nz], in a collapse(3) nest */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }
static double rnd(void) { return (xorshift() % 4096) / 16.0; }

static void lap(int nx, int ny, int nz, double (*u)[ny][nz], double (*r)[ny][nz])
{
    #pragma acc parallel loop collapse(3) copyin(u[0:nx]) copy(r[0:nx])
    for (int i = 1; i < nx - 1; i++)
        for (int j = 1; j < ny - 1; j++)
            for (int k = 1; k < nz - 1; k++)
                r[i][j][k] = u[i-1][j][k] + u[i+1][j][k] + u[i][j-1][k] + u[i][j+1][k] + u[i][j][k-1] + u[i][j][k+1] - 6 * u[i][j][k];
}

int main(void)
{
    int nx = 13, ny = 17, nz = 19;
    double (*u)[ny][nz] = malloc(nx * sizeof *u), (*r)[ny][nz] = malloc(nx * sizeof *r);
    for (int i = 0; i < nx; i++)
        for (int j = 0; j < ny; j++)
            for (int k = 0; k < nz; k++) { u[i][j][k] = rnd(); r[i][j][k] = -1; }
    lap(nx, ny, nz, u, r);
    int bad = 0;
    for (int i = 0; i < nx; i++)
        for (int j = 0; j < ny; j++)
            for (int k = 0; k < nz; k++) {
                double want = -1;
                if (i > 0 && i < nx - 1 && j > 0 && j < ny - 1 && k > 0 && k < nz - 1)
                    want = u[i-1][j][k] + u[i+1][j][k] + u[i][j-1][k] + u[i][j+1][k] + u[i][j][k-1] + u[i][j][k+1] - 6 * u[i][j][k];
                if (r[i][j][k] != want && bad++ < 5) printf("r[%d][%d][%d] = %g, expected %g\n", i, j, k, r[i][j][k], want);
            }
    free(u);
    free(r);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
