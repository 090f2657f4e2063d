/* atomic capture and update on parenthesised lvalues: { v = (x); (x)--; } and (h[k])++ */
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
    int left = n;
    int *h = calloc(8, sizeof *h);
    int *seen = malloc(n * sizeof *seen);
    #pragma acc parallel loop copyin(b[0:n]) copy(left, h[0:8]) copyout(seen[0:n])
    for (int i = 0; i < n; i++) {
        int v;
        #pragma acc atomic capture
        { v = (left); (left)--; }
        seen[i] = v;
        #pragma acc atomic update
        (h[b[i] % 8])++;
    }
    /* every value 1..n was captured once */
    int *hit = calloc(n + 1, sizeof *hit);
    int dup = 0;
    for (int i = 0; i < n; i++) {
        if (seen[i] < 1 || seen[i] > n || hit[seen[i]]++)
            dup++;
    }
    out[0] = left;
    out[1] = dup;
    for (int k = 0; k < 8; k++)
        out[2 + k] = h[k];
    ref[0] = 0;
    ref[1] = 0;
    for (int k = 0; k < 8; k++)
        ref[2 + k] = 0;
    for (int i = 0; i < n; i++)
        ref[2 + b[i] % 8] += 1;
    free(h);
    free(seen);
    free(hit);

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
