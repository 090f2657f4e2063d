/* a whole-array reduction(+:cnt) of a small private array on a vector loop inside a gang loop */
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
    int rows = n / 50;
    #pragma acc parallel loop gang copyin(b[0:n]) copy(out[0:n])
    for (int r = 0; r < rows; r++) {
        int cnt[4] = { 0, 0, 0, 0 };
        #pragma acc loop vector reduction(+:cnt)
        for (int j = 0; j < 50; j++)
            cnt[b[r * 50 + j] % 4] += 1;
        out[r] = cnt[0] + 10 * cnt[1] + 100 * cnt[2] + 1000 * cnt[3];
    }
    for (int r = 0; r < n / 50; r++) {
        int cnt[4] = { 0, 0, 0, 0 };
        for (int j = 0; j < 50; j++)
            cnt[b[r * 50 + j] % 4] += 1;
        ref[r] = cnt[0] + 10 * cnt[1] + 100 * cnt[2] + 1000 * cnt[3];
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
