/* locals named min and max as reduction variables of a parallel loop */
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
    double min = 1e30, max = -1e30;
    #pragma acc parallel loop copyin(a[0:n]) reduction(min:min) reduction(max:max)
    for (int i = 0; i < n; i++) {
        if (a[i] < min) min = a[i];
        if (a[i] > max) max = a[i];
    }
    out[0] = min;
    out[1] = max;
    ref[0] = 1e30;
    ref[1] = -1e30;
    for (int i = 0; i < n; i++) {
        if (a[i] < ref[0]) ref[0] = a[i];
        if (a[i] > ref[1]) ref[1] = a[i];
    }

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
