/* Covers: the cache directive with the readonly modifier (OpenACC 3.3 sec. 2.10: cache(readonly: list) promises the cached elements are not written in the loop), for a stencil in a gang vector loop and a row window inside a vector loop, in parallel and kernels; results must be exactly those without the directive. */
#include <stdio.h>

#define N 5003
#define NI 29
#define NJ 157
static double a[N], b[N], m[NI][NJ], x[NI][NJ];
static int ia[N], ib[N];
static unsigned int seed = 0x4EAD0417u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0;
    for (int i = 0; i < N; i++) { a[i] = ((int)(xrand() % 2001u) - 1000) / 8.0; ia[i] = (int)(xrand() % 2001u) - 1000; b[i] = -1; ib[i] = -1; }
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) { m[i][j] = ((int)(xrand() % 2001u) - 1000) / 4.0; x[i][j] = -1; }

#pragma acc parallel loop gang vector copyin(a) copy(b)
    for (int i = 2; i < N - 2; i++) {
#pragma acc cache(readonly: a[i-2:5])
        b[i] = 0.5 * (a[i - 2] + a[i + 2]) - a[i] + 0.25 * (a[i - 1] - a[i + 1]);
    }

#pragma acc kernels copyin(ia) copy(ib)
    {
#pragma acc loop independent
        for (int i = 1; i < N; i++) {
#pragma acc cache(readonly: ia[i-1:2])
            ib[i] = ia[i] * 3 - ia[i - 1];
        }
    }

#pragma acc parallel copyin(m) copy(x)
    {
#pragma acc loop gang
        for (int i = 1; i < NI - 1; i++) {
#pragma acc loop vector
            for (int j = 0; j < NJ; j++) {
#pragma acc cache(readonly: m[i-1:3][j:1])
                x[i][j] = m[i - 1][j] + m[i + 1][j] - 2 * m[i][j];
            }
        }
    }

    for (int i = 0; i < N; i++) {
        double eb = (i >= 2 && i < N - 2) ? 0.5 * (a[i - 2] + a[i + 2]) - a[i] + 0.25 * (a[i - 1] - a[i + 1]) : -1;
        int eib = i >= 1 ? ia[i] * 3 - ia[i - 1] : -1;
        if (b[i] != eb && bad++ < 10) printf("cache(readonly: a[i-2:5]): b[%d] = %g, expected %g\n", i, b[i], eb);
        if (ib[i] != eib && bad++ < 10) printf("kernels cache(readonly: ia[i-1:2]): ib[%d] = %d, expected %d\n", i, ib[i], eib);
    }
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) {
            double ex = (i >= 1 && i < NI - 1) ? m[i - 1][j] + m[i + 1][j] - 2 * m[i][j] : -1;
            if (x[i][j] != ex && bad++ < 10) printf("cache(readonly: m[i-1:3][j:1]): x[%d][%d] = %g, expected %g\n", i, j, x[i][j], ex);
        }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
