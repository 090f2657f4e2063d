/* a typedef of a variable-length array type, typedef double row_t[m], and a pointer to it in a region */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }
static double rnd(void) { return (xorshift() % 4096) / 16.0; }

static void axpy_rows(int n, int m, double alpha)
{
    typedef double row_t[m];
    row_t *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y), *z = malloc(n * sizeof *z);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) { x[i][j] = rnd(); y[i][j] = rnd(); z[i][j] = -1; }
    #pragma acc parallel loop collapse(2) copyin(x[0:n], y[0:n]) copyout(z[0:n])
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            z[i][j] = alpha * x[i][j] + y[i][j];
    int bad = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            if (z[i][j] != alpha * x[i][j] + y[i][j] && bad++ < 5) printf("z[%d][%d] = %g\n", i, j, z[i][j]);
    free(x);
    free(y);
    free(z);
    if (bad) { printf("FAIL: %d wrong\n", bad); exit(1); }
}

int main(void)
{
    axpy_rows(41, 23, 1.5);
    int bad = 0;
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
