/* a variable-length row whose extent is a file-scope variable, double (*g)[ncols], in a kernels loop */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }
static double rnd(void) { return (xorshift() % 4096) / 16.0; }

int ncols;

static void shift(int n, double (*g)[ncols], double (*h)[ncols])
{
    #pragma acc kernels loop copyin(g[0:n]) copyout(h[0:n])
    for (int i = 0; i < n; i++)
        for (int j = 0; j < ncols; j++)
            h[i][j] = g[i][(j + 1) % ncols] - g[i][j];
}

int main(void)
{
    int n = 40;
    ncols = 29;
    double (*g)[ncols] = malloc(n * sizeof *g), (*h)[ncols] = malloc(n * sizeof *h);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < ncols; j++) { g[i][j] = rnd(); h[i][j] = -1; }
    shift(n, g, h);
    int bad = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < ncols; j++)
            if (h[i][j] != g[i][(j + 1) % ncols] - g[i][j] && bad++ < 5) printf("h[%d][%d] = %g\n", i, j, h[i][j]);
    free(g);
    free(h);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
