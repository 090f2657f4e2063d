/* Covers: implicit firstprivate of scalars read in a parallel region (int, double, long, unsigned) and in a parallel loop; the host value is unchanged even if the region writes its copy. */
#include <stdio.h>
#include <math.h>

#define N 200000
static double a[N], b[N];
static unsigned int seed = 0xF1F1F1F1u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (double)(xrand() % 100000u) * 0.01; b[i] = -1.0; }
    double alpha = 1.75;
    int off = 3;
    long big = 10000000000L;
    unsigned int mask = 0xFFu;
    int n = N;
#pragma acc parallel loop copyin(a[0:N]) copyout(b[0:N])
    for (int i = 0; i < n; i++)
        b[i] = alpha * a[i] + off + (double)(big / 1000000000L) + (double)((unsigned)i & mask);
    for (int i = 0; i < N; i++) {
        double e = alpha * a[i] + off + 10.0 + (double)((unsigned)i & mask);
        if (fabs(b[i] - e) > 1e-12 * (1.0 + fabs(e))) { printf("FAIL: b[%d] = %.17g, expected %.17g\n", i, b[i], e); return 1; }
    }
    /* a scalar written inside a parallel region is firstprivate: the host copy keeps its value */
    int k = 42;
#pragma acc parallel num_gangs(4) copyout(b[0:4])
    {
        k = k + 1;
#pragma acc loop gang
        for (int g = 0; g < 4; g++)
            b[g] = k;
    }
    if (k != 42) { printf("FAIL: host k = %d after parallel region, expected 42 (implicitly firstprivate)\n", k); return 1; }
    for (int g = 0; g < 4; g++)
        if (b[g] != 43.0) { printf("FAIL: b[%d] = %g, expected 43\n", g, b[g]); return 1; }
    printf("PASS\n");
    return 0;
}
