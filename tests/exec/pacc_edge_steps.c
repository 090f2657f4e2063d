/* pacc pipeline edge cases: 0, 1, 2 and 5 steps against depth(3) chunks(3), an uneven halo ([2:1]), a time loop from 3 whose variable lives on, a scalar the host statements update every step and the kernels read, against the host loop */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static unsigned long long rng = 0x2545F4914F6CDD1DULL;
static double next(void)
{
    rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17;
    return (double)(rng >> 11) / 9007199254740992.0;
}

static long run(int n, int m, int steps)
{
    double (*a)[m] = malloc(sizeof(double) * n * m), (*b)[m] = malloc(sizeof(double) * n * m);
    double (*ra)[m] = malloc(sizeof(double) * n * m), (*rb)[m] = malloc(sizeof(double) * n * m);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            a[i][j] = ra[i][j] = next();
            b[i][j] = rb[i][j] = -5;             /* poisoned: rows 0, 1 and n-1 keep it */
        }
    double w = 1.0, rw = 1.0;
    int t, rt;
    for (rt = 3; rt < 3 + steps; rt++) {
        for (int i = 2; i < n - 1; i++)
            for (int j = 0; j < m; j++)
                rb[i][j] = 0.5 * ra[i - 2][j] + 0.25 * ra[i + 1][j] + rw * ra[i][j] + 0.001 * rt;
        double (*s)[m] = ra; ra = rb; rb = s;
        rw = rw * 0.5 + 0.125;
    }
#pragma pacc pipeline targetinout(a, b) size([0:n][0:m]) halo([2:1][0:0]) chunks(3) depth(3)
    for (t = 3; t < 3 + steps; t++) {
#pragma pacc loop dim(2)
        for (int i = 2; i < n - 1; i++)
#pragma pacc loop dim(1)
            for (int j = 0; j < m; j++)
                b[i][j] = 0.5 * a[i - 2][j] + 0.25 * a[i + 1][j] + w * a[i][j] + 0.001 * t;
        double (*s)[m] = a; a = b; b = s;
        w = w * 0.5 + 0.125;
    }
    long bad = 0;
    if (t != rt || w != rw) {
        printf("%d steps: t = %d and w = %g after the loop, want %d and %g\n", steps, t, w, rt, rw);
        bad++;
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            if (!(fabs(a[i][j] - ra[i][j]) <= 1e-12 * (1 + fabs(ra[i][j])))
                || !(fabs(b[i][j] - rb[i][j]) <= 1e-12 * (1 + fabs(rb[i][j])))) {
                if (bad++ < 5)
                    printf("%d steps: [%d][%d] = %g, %g; want %g, %g\n", steps, i, j, a[i][j], b[i][j], ra[i][j],
                           rb[i][j]);
            }
    free(a); free(b); free(ra); free(rb);
    return bad;
}

int main(void)
{
    long bad = 0;
    int steps[] = {0, 1, 2, 5};
    for (int k = 0; k < 4; k++) bad += run(50, 33, steps[k]);
    if (bad) {
        printf("FAIL: %ld values differ\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
