/* pointer arithmetic on a pointer to variable-length rows inside a region: double (*r)[m] = a + i steps whole rows; r[0][j], (*r)[j] and (*(a + i))[j] */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

static void rowops(int n, int m, double (*a)[m], double *out)
{
    #pragma acc parallel loop copyin(a[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        double (*r)[m] = a + i;
        double s = 0;
        for (int j = 0; j < m; j++) s += r[0][j] * (j + 1) + (*r)[j] - (*(a + i))[j];
        out[i] = s;
    }
}

int main(void)
{
    int n = 70, m = 23;
    double (*a)[m] = malloc(n * sizeof *a), *out = malloc(n * sizeof *out);
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) a[i][j] = (xorshift() % 4096) / 16.0;
        out[i] = -1;
    }
    rowops(n, m, a, out);
    int bad = 0;
    for (int i = 0; i < n; i++) {
        double s = 0;
        for (int j = 0; j < m; j++) s += a[i][j] * (j + 1) + a[i][j] - a[i][j];
        if (out[i] != s && bad++ < 5) printf("out[%d] = %g, expected %g\n", i, out[i], s);
    }
    free(a); free(out);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
