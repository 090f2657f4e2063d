/* a variable-length row whose extent is an expression, double (*a)[m + 2] with a halo, indexed in the region */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }
static double rnd(void) { return (xorshift() % 4096) / 16.0; }

static void smooth(int n, int m, double (*a)[m + 2], double (*b)[m + 2])
{
    #pragma acc parallel loop copyin(a[0:n]) copy(b[0:n])
    for (int i = 0; i < n; i++)
        for (int j = 1; j <= m; j++)
            b[i][j] = (a[i][j - 1] + a[i][j] + a[i][j + 1]) / 3;
}

int main(void)
{
    int n = 33, m = 51;
    double (*a)[m + 2] = malloc(n * sizeof *a), (*b)[m + 2] = malloc(n * sizeof *b);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m + 2; j++) { a[i][j] = rnd(); b[i][j] = -1; }
    smooth(n, m, a, b);
    int bad = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m + 2; j++) {
            double want = j >= 1 && j <= m ? (a[i][j - 1] + a[i][j] + a[i][j + 1]) / 3 : -1;
            if (b[i][j] != want && bad++ < 5) printf("b[%d][%d] = %g, expected %g\n", i, j, b[i][j], want);
        }
    free(a);
    free(b);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
