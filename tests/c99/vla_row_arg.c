/* a row a[i] of a variable-length 2-D array passed to a routine that takes double *, and read through *a */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }
static double rnd(void) { return (xorshift() % 4096) / 16.0; }

#pragma acc routine seq
static double dot(int m, const double *x, const double *y)
{
    double s = 0;
    for (int j = 0; j < m; j++) s += x[j] * y[j];
    return s;
}

static void rowdots(int n, int m, double (*a)[m], double *out)
{
    #pragma acc parallel loop copyin(a[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; i++)
        out[i] = dot(m, a[i], *a);
}

int main(void)
{
    int n = 50, m = 27;
    double (*a)[m] = malloc(n * sizeof *a), *out = malloc(n * sizeof *out);
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) a[i][j] = rnd();
        out[i] = -1;
    }
    rowdots(n, m, a, out);
    int bad = 0;
    for (int i = 0; i < n; i++)
        if (out[i] != dot(m, a[i], a[0]) && bad++ < 5) printf("out[%d] = %g\n", i, out[i]);
    free(a);
    free(out);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
