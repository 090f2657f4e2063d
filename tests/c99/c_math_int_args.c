/* math functions called with integer (also volatile) arguments, and with float mixed with other types (fmin(x, 1.0)): C converts each to the double parameter; C++ picks <cmath>'s template overloads, host functions nvcc refuses in a kernel, unless the CUDA text casts; the results match the host's; found by tools/fuzz */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

static unsigned rng_state = 2463534242u;
static unsigned xorshift(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return rng_state;
}

static volatile int vd[1000];

int main(void)
{
    int n = 1000;
    int *d = malloc(n * sizeof *d);
    float *x = malloc(n * sizeof *x);
    double *out = malloc(n * sizeof *out);
    double *ref = malloc(n * sizeof *ref);
    for (int k = 0; k < n; k++) {
        d[k] = (int)(xorshift() % 2000) - 1000;
        vd[k] = (int)(xorshift() % 100);
        x[k] = (xorshift() % 4096) / 64.0f;
        out[k] = -1;
        ref[k] = -1;
    }
    #pragma acc parallel loop copyin(d[0:n], x[0:n], vd) copyout(out[0:n])
    for (int i = 0; i < n; i++)
        out[i] = fmin(x[i], d[i]) + fmax(vd[i], 1.0) + sqrt(vd[i]) + fabs(d[i]) + floor(vd[i]) + pow(x[i], 2);
    for (int i = 0; i < n; i++)
        ref[i] = fmin(x[i], d[i]) + fmax(vd[i], 1.0) + sqrt(vd[i]) + fabs(d[i]) + floor(vd[i]) + pow(x[i], 2);

    int bad = 0;
    for (int k = 0; k < n; k++) {
        if (fabs(out[k] - ref[k]) > 1e-9 * (1 + fabs(ref[k]))) {
            if (bad++ < 5) printf("out[%d] = %.17g, expected %.17g\n", k, out[k], ref[k]);
        }
    }
    free(d);
    free(x);
    free(out);
    free(ref);
    if (bad) {
        printf("FAIL: %d of %d wrong\n", bad, n);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
