/* A pointer that no clause names, read and written through locals defined
 * once in the region (int r = g * m; ... tot[g2]): gwcc infers the section
 * from the definitions' forms and copies it in and out.  The host has
 * variables of the same names with other values, which the section's bounds
 * must not use. */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng_state = 88172645u;
static unsigned xorshift(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return rng_state;
}

int main(void)
{
    int n = 300, m = 37, off = 5;
    int r = 1 << 30, g2 = -7;           /* the region's locals shadow these */
    double *a = malloc((size_t)n * m * sizeof *a);
    double *tot = malloc((size_t)(n + 2 * off) * sizeof *tot);
    double *ref = malloc((size_t)(n + 2 * off) * sizeof *ref);
    for (int k = 0; k < n * m; k++) a[k] = (double)(xorshift() % 1000) / 8.0;
    for (int k = 0; k < n + 2 * off; k++) tot[k] = ref[k] = -(double)k;
#pragma acc parallel loop gang vector_length(32) copyin(a[0:n*m])
    for (int g = 0; g < n; g++) {
        int r = g * m;
        int g2 = g + off;
        double s = 0;
#pragma acc loop vector reduction(+:s)
        for (int j = 0; j < m; j++)
            s += a[r + j];
        tot[g2] = s + tot[g2];
    }
    for (int g = 0; g < n; g++) {
        double s = 0;
        for (int j = 0; j < m; j++) s += a[g * m + j];
        ref[g + off] = s + ref[g + off];
    }
    int bad = 0;
    for (int k = 0; k < n + 2 * off; k++)
        if (tot[k] != ref[k] && bad++ < 5) printf("tot[%d] = %.17g, expected %.17g\n", k, tot[k], ref[k]);
    if (r != 1 << 30 || g2 != -7) bad++, printf("host variables changed: %d %d\n", r, g2);
    free(a);
    free(tot);
    free(ref);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
