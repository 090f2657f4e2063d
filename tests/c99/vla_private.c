/* a variable-length local array declared before the region, double t[m], private to each iteration of a gang loop */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }
static double rnd(void) { return (xorshift() % 4096) / 16.0; }

int main(void)
{
    int n = 80, m = 17;
    double *a = malloc(n * m * sizeof *a), *out = malloc(n * sizeof *out);
    for (int i = 0; i < n * m; i++) a[i] = rnd();
    for (int i = 0; i < n; i++) out[i] = -1;
    double t[m];
    #pragma acc parallel loop private(t) copyin(a[0:n*m]) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) t[j] = a[i * m + j] * a[i * m + (m - 1 - j)];
        double s = 0;
        for (int j = 0; j < m; j++) s += t[j] * (j + 1);
        out[i] = s;
    }
    int bad = 0;
    for (int i = 0; i < n; i++) {
        double s = 0;
        for (int j = 0; j < m; j++) s += a[i * m + j] * a[i * m + (m - 1 - j)] * (j + 1);
        if (out[i] != s && bad++ < 5) printf("out[%d] = %g, expected %g\n", i, out[i], s);
    }
    free(a);
    free(out);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
