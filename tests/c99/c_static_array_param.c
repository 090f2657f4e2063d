/* a routine parameter declared with static in the array declarator: double v[static 4] */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#pragma acc routine seq
static double sum4(const double v[static 4]) { return v[0] + v[1] + v[2] + v[3]; }

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
    double *v4 = malloc(4 * n * sizeof *v4);
    for (int k = 0; k < 4 * n; k++)
        v4[k] = a[k / 4] + k % 4;
    #pragma acc parallel loop copyin(v4[0:4 * n]) copyout(out[0:n])
    for (int i = 0; i < n; i++)
        out[i] = sum4(&v4[4 * i]);
    for (int i = 0; i < n; i++)
        ref[i] = 4 * a[i] + 6;
    free(v4);

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
