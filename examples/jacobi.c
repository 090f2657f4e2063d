/* jacobi.c: Laplace's equation on a square plate, hot along the top edge,
 * by Jacobi sweeps that swap the two grids' pointers after every sweep.
 * The arrays stay on the GPU for the whole run; each sweep finds the device
 * copy of whichever host array `a` and `b` point at now.
 *   gwcc -O2 jacobi.c -o jacobi && ./jacobi */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 512
#define SWEEPS 500
#define PROBE_ROW 8     /* where the result is shown: heat spreads ~sqrt(SWEEPS) rows */

static void init(float *g)
{
    memset(g, 0, (size_t)N * N * sizeof *g);
    for (int j = 0; j < N; j++) g[j] = 1.0f;      /* row 0: the hot edge */
}

/* The host version, for the check. */
static float *sweep_host(float *a, float *b)
{
    for (int s = 0; s < SWEEPS; s++) {
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                b[i * N + j] = 0.25f * (a[(i - 1) * N + j] + a[(i + 1) * N + j] +
                                        a[i * N + j - 1] + a[i * N + j + 1]);
        float *t = a; a = b; b = t;
    }
    return a;
}

int main(void)
{
    float *a = malloc((size_t)N * N * sizeof *a), *b = malloc((size_t)N * N * sizeof *b);
    float *ha = malloc((size_t)N * N * sizeof *ha), *hb = malloc((size_t)N * N * sizeof *hb);
    if (!a || !b || !ha || !hb) return 1;
    init(a); init(b); init(ha); init(hb);
    float *a0 = a, *b0 = b;

#pragma acc data copy(a[0:N*N], b[0:N*N])
    for (int s = 0; s < SWEEPS; s++) {
#pragma acc parallel loop collapse(2) present(a[0:N*N], b[0:N*N])
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                b[i * N + j] = 0.25f * (a[(i - 1) * N + j] + a[(i + 1) * N + j] +
                                        a[i * N + j - 1] + a[i * N + j + 1]);
        float *t = a; a = b; b = t;
    }

    float *ref = sweep_host(ha, hb);
    double max_err = 0.0;
    for (int k = 0; k < N * N; k++) {
        double err = fabs((double)a[k] - ref[k]);
        if (err > max_err) max_err = err;
    }
    const int probe = PROBE_ROW * N + N / 2;
    int ok = max_err < 1e-4 && a[probe] > 0.01f;
    printf("jacobi: %dx%d, %d sweeps, T(row %d, middle) = %.5f (host %.5f), max error %.2g: %s\n",
           N, N, SWEEPS, PROBE_ROW, a[probe], ref[probe], max_err, ok ? "PASS" : "FAIL");
    free(a0);
    free(b0);
    free(ha);
    free(hb);
    return ok ? 0 : 1;
}
