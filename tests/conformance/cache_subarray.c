/* Covers: the cache directive (OpenACC 3.3 sec. 2.10) with subarrays at the top of loop bodies: cache(a[i-1:3]) in a gang vector 3-point stencil, a row window cache(r[j-2:5]) in a vector loop inside a gang loop, a loop-invariant cache(coef[0:8]) in a gang loop, a single element cache(v[i]) and two arrays in one directive, in parallel and kernels; results must be exactly those without the directive. */
#include <stdio.h>

#define N 4099
#define NI 37
#define NJ 211
static int a[N], b[N], c[N], d[N], v[N], w[N], m[NI][NJ], x[NI][NJ], y[NI][NJ];
static int coef[8];
static unsigned int seed = 0xCAC4E000u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0;
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 2001u) - 1000; v[i] = (int)(xrand() % 2001u) - 1000; b[i] = c[i] = d[i] = w[i] = -1; }
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) { m[i][j] = (int)(xrand() % 2001u) - 1000; x[i][j] = y[i][j] = -1; }
    for (int k = 0; k < 8; k++) coef[k] = (int)(xrand() % 11u) - 5;

    /* 3-point stencil */
#pragma acc parallel loop gang vector copyin(a) copy(b)
    for (int i = 1; i < N - 1; i++) {
#pragma acc cache(a[i-1:3])
        b[i] = a[i - 1] + 2 * a[i] - a[i + 1];
    }

    /* the same in kernels, with two arrays in one cache directive */
#pragma acc kernels copyin(a, v) copy(c)
    {
#pragma acc loop independent
        for (int i = 1; i < N - 1; i++) {
#pragma acc cache(a[i-1:3], v[i:1])
            c[i] = a[i - 1] * v[i] - a[i + 1];
        }
    }

    /* single element */
#pragma acc parallel loop copyin(v) copyout(d)
    for (int i = 0; i < N; i++) {
#pragma acc cache(v[i])
        d[i] = v[i] * v[i] - 1;
    }

    /* 5-point row window in a vector loop, inside a gang loop */
#pragma acc parallel copyin(m) copy(x)
    {
#pragma acc loop gang
        for (int i = 0; i < NI; i++) {
#pragma acc loop vector
            for (int j = 2; j < NJ - 2; j++) {
#pragma acc cache(m[i][j-2:5])
                x[i][j] = m[i][j - 2] + m[i][j - 1] - 4 * m[i][j] + m[i][j + 1] + m[i][j + 2];
            }
        }
    }

    /* loop-invariant section cached at the top of the gang loop body */
#pragma acc parallel loop gang copyin(m, coef) copyout(y)
    for (int i = 0; i < NI; i++) {
#pragma acc cache(coef[0:8])
#pragma acc loop vector
        for (int j = 0; j < NJ; j++) y[i][j] = m[i][j] * coef[j % 8] + coef[(i + j) % 8];
    }

    /* a loop with a runtime-bounded window of a pointer */
    int *p = w;
    int lo = 3;
#pragma acc parallel loop copyin(a) copy(p[0:N])
    for (int i = lo; i < N; i++) {
#pragma acc cache(a[i-lo:lo+1])
        p[i] = a[i] - a[i - lo] + a[i - 1];
    }

    for (int i = 0; i < N; i++) {
        int eb = (i >= 1 && i < N - 1) ? a[i - 1] + 2 * a[i] - a[i + 1] : -1;
        int ec = (i >= 1 && i < N - 1) ? a[i - 1] * v[i] - a[i + 1] : -1;
        int ew = i >= 3 ? a[i] - a[i - 3] + a[i - 1] : -1;
        if (b[i] != eb && bad++ < 10) printf("cache(a[i-1:3]): b[%d] = %d, expected %d\n", i, b[i], eb);
        if (c[i] != ec && bad++ < 10) printf("kernels cache two arrays: c[%d] = %d, expected %d\n", i, c[i], ec);
        if (d[i] != v[i] * v[i] - 1 && bad++ < 10) printf("cache(v[i]): d[%d] = %d, expected %d\n", i, d[i], v[i] * v[i] - 1);
        if (w[i] != ew && bad++ < 10) printf("cache(a[i-lo:lo+1]): w[%d] = %d, expected %d\n", i, w[i], ew);
    }
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) {
            int ex = (j >= 2 && j < NJ - 2) ? m[i][j - 2] + m[i][j - 1] - 4 * m[i][j] + m[i][j + 1] + m[i][j + 2] : -1;
            int ey = m[i][j] * coef[j % 8] + coef[(i + j) % 8];
            if (x[i][j] != ex && bad++ < 10) printf("cache(m[i][j-2:5]): x[%d][%d] = %d, expected %d\n", i, j, x[i][j], ex);
            if (y[i][j] != ey && bad++ < 10) printf("cache(coef[0:8]): y[%d][%d] = %d, expected %d\n", i, j, y[i][j], ey);
        }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
