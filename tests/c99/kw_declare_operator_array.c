/* a file-scope array named operator (C++ keyword) under declare create, used by a routine and updated */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

double operator[64];
#pragma acc declare create(operator)
#pragma acc routine seq
static double lookup(int k) { return operator[k % 64]; }

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
    for (int i = 0; i < 64; i++)
        operator[i] = i * 0.5;
    #pragma acc update device(operator)
    #pragma acc parallel loop copyin(b[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; i++)
        out[i] = lookup(b[i]);
    for (int i = 0; i < n; i++)
        ref[i] = (b[i] % 64) * 0.5;

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
