/* variable-length array parameters, void mxv(int n, int m, double a[n][m], ...), in a parallel loop with a reduction loop inside */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }
static double rnd(void) { return (xorshift() % 4096) / 16.0; }

static void mxv(int n, int m, double a[n][m], double x[m], double y[n])
{
    #pragma acc parallel loop copyin(a[0:n][0:m], x[0:m]) copyout(y[0:n])
    for (int i = 0; i < n; i++) {
        double s = 0;
        #pragma acc loop reduction(+:s)
        for (int j = 0; j < m; j++)
            s += a[i][j] * x[j];
        y[i] = s;
    }
}

int main(void)
{
    int n = 70, m = 45;
    double (*a)[m] = malloc(n * sizeof *a), *x = malloc(m * sizeof *x), *y = malloc(n * sizeof *y);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) a[i][j] = rnd();
    for (int j = 0; j < m; j++) x[j] = rnd();
    for (int i = 0; i < n; i++) y[i] = -1;
    mxv(n, m, a, x, y);
    int bad = 0;
    for (int i = 0; i < n; i++) {
        double s = 0;
        for (int j = 0; j < m; j++) s += a[i][j] * x[j];
        if (y[i] != s && bad++ < 5) printf("y[%d] = %g, expected %g\n", i, y[i], s);
    }
    free(a);
    free(x);
    free(y);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
