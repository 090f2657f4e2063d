/* a routine seq function with a variable-length array parameter, double rowsum(int m, double a[][m], int i), called from a region */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }
static double rnd(void) { return (xorshift() % 4096) / 16.0; }

#pragma acc routine seq
static double rowsum(int m, double a[][m], int i)
{
    double s = 0;
    for (int j = 0; j < m; j++) s += a[i][j];
    return s;
}

int main(void)
{
    int n = 90, m = 31;
    double (*a)[m] = malloc(n * sizeof *a), *out = malloc(n * sizeof *out);
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) a[i][j] = rnd();
        out[i] = -1;
    }
    #pragma acc parallel loop copyin(a[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; i++)
        out[i] = rowsum(m, a, i);
    int bad = 0;
    for (int i = 0; i < n; i++)
        if (out[i] != rowsum(m, a, i) && bad++ < 5) printf("out[%d] = %g\n", i, out[i]);
    free(a);
    free(out);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
