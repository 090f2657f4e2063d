/* data ... pipeline: a plain OpenACC 2-D Jacobi opts in to the out-of-core pipeline with one clause (arrays from copy and copyin, halo inferred, its own parallel loop nests and pointer swap), default plan and GANGWAY_PACC_CHUNKS=4 GANGWAY_PACC_DEPTH=2 set by the program, against the host loop */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static unsigned long long rng = 0x853C49E6748FEA9BULL;
static double next(void)
{
    rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17;
    return (double)(rng >> 11) / 9007199254740992.0;
}

static long jacobi(int n, int m, int iters, double (*a)[m], double (*b)[m], const double (*w)[m])
{
#pragma acc data copy(a[0:n][0:m], b[0:n][0:m]) copyin(w[0:n][0:m]) pipeline
    for (int it = 0; it < iters; it++) {
#pragma acc parallel loop gang present(a[0:n][0:m], b[0:n][0:m], w[0:n][0:m])
        for (int i = 1; i < n - 1; i++) {
#pragma acc loop vector
            for (int j = 1; j < m - 1; j++)
                b[i][j] = (1 - w[i][j]) * a[i][j]
                          + w[i][j] * 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
        }
        double (*s)[m] = a;
        a = b;
        b = s;
    }
    return 0;
}

int main(void)
{
    int n = 83, m = 57, iters = 9;
    long bad = 0;
    for (int run = 0; run < 2; run++) {
        if (run == 1) {
            setenv("GANGWAY_PACC_CHUNKS", "4", 1);
            setenv("GANGWAY_PACC_DEPTH", "2", 1);
        }
        double (*a)[m] = malloc(sizeof(double) * n * m), (*b)[m] = malloc(sizeof(double) * n * m);
        double (*w)[m] = malloc(sizeof(double) * n * m);
        double (*ra)[m] = malloc(sizeof(double) * n * m), (*rb)[m] = malloc(sizeof(double) * n * m);
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++) {
                a[i][j] = ra[i][j] = next();
                b[i][j] = rb[i][j] = a[i][j];          /* the boundary of both fields */
                w[i][j] = 0.5 + 0.5 * next();
            }
        for (int it = 0; it < iters; it++) {
            for (int i = 1; i < n - 1; i++)
                for (int j = 1; j < m - 1; j++)
                    rb[i][j] = (1 - w[i][j]) * ra[i][j]
                               + w[i][j] * 0.25 * (ra[i - 1][j] + ra[i + 1][j] + ra[i][j - 1] + ra[i][j + 1]);
            double (*s)[m] = ra;
            ra = rb;
            rb = s;
        }
        jacobi(n, m, iters, a, b, (const double (*)[m])w);
        /* iters is odd: the newest field is in b's array, as on the host in rb's */
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++)
                if (!(fabs(b[i][j] - ra[i][j]) <= 1e-12 * (1 + fabs(ra[i][j])))
                    || !(fabs(a[i][j] - rb[i][j]) <= 1e-12 * (1 + fabs(rb[i][j])))) {
                    if (bad++ < 5) printf("run %d: [%d][%d] = %g, %g; want %g, %g\n", run, i, j, b[i][j], a[i][j],
                                          ra[i][j], rb[i][j]);
                }
        free(a); free(b); free(w); free(ra); free(rb);
    }
    if (bad) {
        printf("FAIL: %ld values differ\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
