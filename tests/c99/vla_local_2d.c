/* a 2-D variable-length array on the host's stack, double g[n][m], mapped implicitly and written in a region */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }
static double rnd(void) { return (xorshift() % 4096) / 16.0; }

int main(void)
{
    int n = 24, m = 19;
    double g[n][m], f[n][m];
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) { f[i][j] = rnd(); g[i][j] = -1; }
    #pragma acc parallel loop collapse(2) copyin(f) copyout(g)
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            g[i][j] = f[i][j] * f[n - 1 - i][m - 1 - j];
    int bad = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            if (g[i][j] != f[i][j] * f[n - 1 - i][m - 1 - j] && bad++ < 5) printf("g[%d][%d] = %g\n", i, j, g[i][j]);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
