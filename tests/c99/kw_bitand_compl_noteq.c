/* C++ alternative tokens bitand, bitor, compl, not_eq, or_eq, and_eq, xor_eq as variables in a parallel loop */
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
        int bitand = b[i] & 7, bitor = b[i] | 1, compl = ~b[i] & 255;
        int not_eq = b[i] != 3, or_eq = 2, and_eq = 6, xor_eq = 9;
        out[i] = bitand + bitor + compl + not_eq + or_eq * and_eq + xor_eq;
    }
    for (int i = 0; i < n; i++)
        ref[i] = (b[i] & 7) + (b[i] | 1) + (~b[i] & 255) + (b[i] != 3) + 12 + 9;

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
