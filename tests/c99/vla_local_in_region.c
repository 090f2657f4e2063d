/* a variable-length array declared inside the loop body of a region, double w[m], used as scratch */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }
static double rnd(void) { return (xorshift() % 4096) / 16.0; }

int main(void)
{
    int n = 64, m = 9;
    double *a = malloc(n * sizeof *a), *out = malloc(n * sizeof *out);
    for (int i = 0; i < n; i++) { a[i] = rnd(); out[i] = -1; }
    #pragma acc parallel loop copyin(a[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        double w[m];
        for (int j = 0; j < m; j++) w[j] = a[i] + j;
        double s = 0;
        for (int j = 0; j < m; j++) s += w[j] * w[m - 1 - j];
        out[i] = s;
    }
    int bad = 0;
    for (int i = 0; i < n; i++) {
        double s = 0;
        for (int j = 0; j < m; j++) s += (a[i] + j) * (a[i] + (m - 1 - j));
        if (out[i] != s && bad++ < 5) printf("out[%d] = %g, expected %g\n", i, out[i], s);
    }
    free(a);
    free(out);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
