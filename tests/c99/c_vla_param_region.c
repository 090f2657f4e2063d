/* a function with a VLA parameter double u[n][m] whose region names u in a data clause and indexes u[i][j] */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

static void scale_rows(int n, int m, double u[n][m])
{
    #pragma acc parallel loop collapse(2) copy(u[0:n][0:m])
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            u[i][j] = u[i][j] * (i + 1);
}

static unsigned rng_state = 2463534242u;
static unsigned xorshift(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return rng_state;
}

int main(void)
{
    int n = 1000;
    double *a = malloc(n * sizeof *a);
    int *b = malloc(n * sizeof *b);
    double *out = malloc(n * sizeof *out);
    double *ref = malloc(n * sizeof *ref);
    for (int k = 0; k < n; k++) {
        a[k] = (xorshift() % 4096) / 16.0;
        b[k] = (int)(xorshift() % 1000);
        out[k] = -1;
        ref[k] = -1;
    }
    int rows = n / 20, cols = 20;
    double *buf = malloc(n * sizeof *buf);
    for (int k = 0; k < n; k++)
        buf[k] = a[k];
    scale_rows(rows, cols, (double (*)[cols])buf);
    for (int k = 0; k < n; k++)
        out[k] = buf[k];
    free(buf);
    for (int k = 0; k < n; k++)
        ref[k] = a[k] * (k / 20 + 1);

    int bad = 0;
    for (int k = 0; k < n; k++) {
        if (fabs(out[k] - ref[k]) > 1e-9 * (1 + fabs(ref[k]))) {
            if (bad++ < 5) printf("out[%d] = %.17g, expected %.17g\n", k, out[k], ref[k]);
        }
    }
    free(a);
    free(b);
    free(out);
    free(ref);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
