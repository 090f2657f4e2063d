/* a pointer to a variable-length row, double (*a)[m] with m a parameter, in a parallel loop */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }
static double rnd(void) { return (xorshift() % 4096) / 16.0; }

static void scale(int n, int m, double (*a)[m], double (*b)[m])
{
    #pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            b[i][j] = 2 * a[i][j] + i - j;
}

int main(void)
{
    int n = 60, m = 37;
    double (*a)[m] = malloc(n * sizeof *a), (*b)[m] = malloc(n * sizeof *b);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) { a[i][j] = rnd(); b[i][j] = -1; }
    scale(n, m, a, b);
    int bad = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            if (b[i][j] != 2 * a[i][j] + i - j && bad++ < 5) printf("b[%d][%d] = %g\n", i, j, b[i][j]);
    free(a);
    free(b);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
