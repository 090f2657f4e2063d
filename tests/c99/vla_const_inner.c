/* variable-length arrays whose inner extent is constant: a parameter double p[n][3] and a local double q[k][3] declared in the region's loop body */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

static void centroid(int n, int k, double p[n][3], double *out)
{
    #pragma acc parallel loop copyin(p[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        double q[k][3];
        for (int c = 0; c < k; c++)
            for (int d = 0; d < 3; d++) q[c][d] = p[(i + c) % n][d];
        double s = 0;
        for (int c = 0; c < k; c++) s += q[c][0] + 2 * q[c][1] + 3 * q[c][2];
        out[i] = s;
    }
}

int main(void)
{
    int n = 90, k = 4;
    double (*p)[3] = malloc(n * sizeof *p), *out = malloc(n * sizeof *out);
    for (int i = 0; i < n; i++) {
        for (int d = 0; d < 3; d++) p[i][d] = (xorshift() % 4096) / 16.0;
        out[i] = -1;
    }
    centroid(n, k, p, out);
    int bad = 0;
    for (int i = 0; i < n; i++) {
        double s = 0;
        for (int c = 0; c < k; c++) s += p[(i + c) % n][0] + 2 * p[(i + c) % n][1] + 3 * p[(i + c) % n][2];
        if (out[i] != s && bad++ < 5) printf("out[%d] = %g, expected %g\n", i, out[i], s);
    }
    free(p); free(out);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
