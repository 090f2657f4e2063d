/* variable-length 2-D operands, double a[n][n] parameters, in a matrix product: a 2-D nest with a sequential k loop (no staging of linearised rows) */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

static void mm(int n, double a[n][n], double b[n][n], double c[n][n])
{
    #pragma acc parallel loop collapse(2) copyin(a[0:n][0:n], b[0:n][0:n]) copyout(c[0:n][0:n])
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double s = 0;
            for (int k = 0; k < n; k++) s += a[i][k] * b[k][j];
            c[i][j] = s;
        }
}

int main(void)
{
    int n = 96;
    double (*a)[n] = malloc(n * sizeof *a), (*b)[n] = malloc(n * sizeof *b), (*c)[n] = malloc(n * sizeof *c);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) { a[i][j] = (int)(xorshift() % 16); b[i][j] = (int)(xorshift() % 16); c[i][j] = -1; }
    mm(n, a, b, c);
    int bad = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double s = 0;
            for (int k = 0; k < n; k++) s += a[i][k] * b[k][j];
            if (c[i][j] != s && bad++ < 5) printf("c[%d][%d] = %g, expected %g\n", i, j, c[i][j], s);
        }
    free(a); free(b); free(c);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
