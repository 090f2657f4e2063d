/* a variable-length array parameter, double A[n][m], named whole in copy(A): n rows of m move */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }
static double rnd(void) { return (xorshift() % 4096) / 16.0; }

static void negate(int n, int m, double A[n][m])
{
    #pragma acc parallel loop copy(A)
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            A[i][j] = -A[i][j] + i;
}

int main(void)
{
    int n = 35, m = 22;
    double (*a)[m] = malloc(n * sizeof *a), (*a0)[m] = malloc(n * sizeof *a0);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) a[i][j] = a0[i][j] = rnd();
    negate(n, m, a);
    int bad = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            if (a[i][j] != -a0[i][j] + i && bad++ < 5) printf("a[%d][%d] = %g\n", i, j, a[i][j]);
    free(a);
    free(a0);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
