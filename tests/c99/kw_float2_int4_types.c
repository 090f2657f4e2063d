/* CUDA vector type names float2 and int4 as C struct typedefs with other layouts, used in a parallel loop */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

typedef struct { double re, im; int tag; } float2;
typedef struct { int a; char b; } int4;

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
    float2 *p = malloc(n * sizeof *p);
    for (int i = 0; i < n; i++) {
        p[i].re = a[i];
        p[i].im = -a[i] / 2;
        p[i].tag = b[i];
    }
    #pragma acc parallel loop copyin(p[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        int4 w = { p[i].tag, 2 };
        out[i] = p[i].re * w.a + p[i].im * w.b;
    }
    for (int i = 0; i < n; i++)
        ref[i] = a[i] * b[i] + (-a[i] / 2) * 2;
    free(p);

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
