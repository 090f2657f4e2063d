/* x += z, x -= z and x *= z of a real x and a complex z: C computes in complex and keeps the real part; the CUDA text has no such operators of gw_cplx and takes z's real part, with the same results; found by tools/fuzz */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <complex.h>

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
    int *x = malloc(n * sizeof *x), *xr = malloc(n * sizeof *xr);
    double *d = malloc(n * sizeof *d), *dr = malloc(n * sizeof *dr);
    float complex *p = malloc(n * sizeof *p);
    double complex *z = malloc(n * sizeof *z);
    for (int k = 0; k < n; k++) {
        x[k] = xr[k] = (int)(xorshift() % 1000);
        d[k] = dr[k] = (xorshift() % 4096) / 16.0;
        p[k] = (xorshift() % 256) / 4.0f + I * ((xorshift() % 256) / 4.0f);
        z[k] = (xorshift() % 256) / 8.0 + I * ((xorshift() % 256) / 8.0);
    }
    #pragma acc parallel loop copy(x[0:n], d[0:n]) copyin(p[0:n], z[0:n])
    for (int i = 0; i < n; i++) {
        x[i] += p[i];
        d[i] -= z[i] * 2;
        d[i] *= p[i] + 1;
    }
    for (int i = 0; i < n; i++) {
        xr[i] += p[i];
        dr[i] -= z[i] * 2;
        dr[i] *= p[i] + 1;
    }

    int bad = 0;
    for (int k = 0; k < n; k++) {
        if (x[k] != xr[k] || fabs(d[k] - dr[k]) > 1e-9 * (1 + fabs(dr[k]))) {
            if (bad++ < 5) printf("x[%d] = %d, d = %.17g; expected %d, %.17g\n", k, x[k], d[k], xr[k], dr[k]);
        }
    }
    free(x); free(xr); free(d); free(dr); free(p); free(z);
    if (bad) {
        printf("FAIL: %d of %d wrong\n", bad, n);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
