/* Covers: data construct + copyin(readonly: ...) modifier (OpenACC 3.3 sec. 2.6.5, 2.7.7): the data is copied in and read by compute constructs inside the region exactly as with plain copyin; the arrays are never written in the region. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <openacc.h>

#define N 8000
static double x[N], y[N], out[N];
static unsigned int seed = 0xBEEF0042u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int *idx = malloc(N * sizeof *idx);
    for (int i = 0; i < N; i++) {
        x[i] = (double)(xrand() % 100000u) / 64.0 - 500.0;
        y[i] = (double)(xrand() % 100000u) / 32.0;
        idx[i] = (int)(xrand() % N);
        out[i] = -1.0;
    }
    double alpha = 1.5;
    int present_bad = 0;
#pragma acc data copyin(readonly: x, y, idx[0:N]) copyout(out)
    {
        if (!acc_is_present(x, sizeof x) || !acc_is_present(idx, N * sizeof *idx)) {
            printf("FAIL: readonly copyin data not present in the region\n");
            present_bad = 1;
        }
#pragma acc parallel loop present(x, y, idx[0:N], out)
        for (int i = 0; i < N; i++)
            out[i] = alpha * x[idx[i]] + y[i];
    }
    if (present_bad) return 1;
    for (int i = 0; i < N; i++) {
        double e = alpha * x[idx[i]] + y[i];
        if (fabs(out[i] - e) > 1e-12 * (fabs(e) + 1.0)) { printf("FAIL: out[%d] = %.17g, expected %.17g\n", i, out[i], e); return 1; }
    }
    free(idx);
    printf("PASS\n");
    return 0;
}
