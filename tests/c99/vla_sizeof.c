/* sizeof of variable-length arrays inside a region: memset(w, 0, sizeof w) of a VLA local, sizeof *a and sizeof a[0] of a pointer to variable rows */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

static void fill(int n, int m, double (*a)[m], double *out)
{
    #pragma acc parallel loop copyin(a[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        double w[m + 1];
        memset(w, 0, sizeof w);
        for (int j = 0; j < m; j++) w[j] += a[i][j];
        double s = w[m] + (double)(sizeof *a + sizeof a[0] + sizeof w);
        for (int j = 0; j < m; j++) s += w[j];
        out[i] = s;
    }
}

int main(void)
{
    int n = 50, m = 13;
    double (*a)[m] = malloc(n * sizeof *a), *out = malloc(n * sizeof *out);
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) a[i][j] = (xorshift() % 4096) / 16.0;
        out[i] = -1;
    }
    fill(n, m, a, out);
    int bad = 0;
    for (int i = 0; i < n; i++) {
        double s = (double)(2 * m * sizeof(double) + (m + 1) * sizeof(double));
        for (int j = 0; j < m; j++) s += a[i][j];
        if (out[i] != s && bad++ < 5) printf("out[%d] = %g, expected %g\n", i, out[i], s);
    }
    free(a); free(out);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
