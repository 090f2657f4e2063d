/* user routine functions named like CUDA device math functions (norm, rcbrt, sinpi, saturate) with other signatures */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#pragma acc routine seq
double norm(const double *v, int len)
{
    double s = 0;
    for (int k = 0; k < len; k++)
        s += fabs(v[k]);
    return s;
}
#pragma acc routine seq
int rcbrt(int x) { return x / 3; }
#pragma acc routine seq
double sinpi(double x) { return 2 * x; }
#pragma acc routine seq
static double saturate(double x) { return x < 0 ? 0 : x > 1 ? 1 : x; }

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
    #pragma acc parallel loop copyin(a[0:n], b[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        double v[3] = { a[i], b[i], 1 };
        out[i] = norm(v, 3) + rcbrt(b[i]) + sinpi(a[i]) + saturate(a[i] - 100);
    }
    for (int i = 0; i < n; i++)
        ref[i] = (fabs(a[i]) + abs(b[i]) + 1) + b[i] / 3 + 2 * a[i] + (a[i] - 100 < 0 ? 0 : a[i] - 100 > 1 ? 1 : a[i] - 100);

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
