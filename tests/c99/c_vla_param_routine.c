/* a VLA parameter (int m, double row[m]) of a routine seq function called in a parallel loop */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#pragma acc routine seq
static double rowsum(int m, double row[m])
{
    double s = 0;
    for (int j = 0; j < m; j++)
        s += row[j];
    return s;
}

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
    int m = 8;
    double *tab = malloc(n * m * sizeof *tab);
    for (int k = 0; k < n * m; k++)
        tab[k] = a[k / m] * (k % m);
    #pragma acc parallel loop copyin(tab[0:n * m]) copyout(out[0:n])
    for (int i = 0; i < n; i++)
        out[i] = rowsum(m, &tab[i * m]);
    for (int i = 0; i < n; i++)
        ref[i] = a[i] * 28;
    free(tab);

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
