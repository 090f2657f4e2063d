/* an array of an enum type filled from int values (int to enum) in a parallel loop */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

enum level { LOW, MID, HIGH };

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
    enum level *lv = malloc(n * sizeof *lv);
    #pragma acc parallel loop copyin(b[0:n]) copyout(lv[0:n])
    for (int i = 0; i < n; i++)
        lv[i] = b[i] % 3;
    for (int i = 0; i < n; i++)
        out[i] = lv[i];
    for (int i = 0; i < n; i++)
        ref[i] = b[i] % 3;
    free(lv);

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
