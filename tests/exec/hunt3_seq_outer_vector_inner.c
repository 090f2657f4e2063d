// Regression hunt 3: a sequential loop around a partitioned one whose lanes read, in the next iteration, what other lanes wrote: in kernels, the outer recurrence over rows with an inner loop over columns (found independent, or marked so) stays in one gang with a barrier after each row; in a parallel region, loop seq around loop vector (a ping-pong smoother) gets the barrier too.
#include <stdio.h>
#include <math.h>
#define N 300
#define M 257
static double b[N][M], h[N][M], c[N][M];
static double u[M], v[M], hu[M], hv[M];

int main(void)
{
    int err = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) h[i][j] = b[i][j] = c[i][j] = ((i * 7 + j * 3) % 11) * 0.1;
    for (int j = 0; j < M; j++) hu[j] = u[j] = (j % 13) * 0.25, hv[j] = v[j] = 0.0;
    /* found independent by gwcc: rows in order, columns in parallel */
#pragma acc kernels copy(b)
    for (int i = 1; i < N; i++)
        for (int j = 1; j < M - 1; j++)
            b[i][j] = 0.25 * (b[i - 1][j - 1] + 2.0 * b[i - 1][j] + b[i - 1][j + 1]) + 0.5 * b[i][j];
    /* marked independent */
#pragma acc kernels copy(c)
    for (int i = 1; i < N; i++) {
#pragma acc loop independent
        for (int j = 1; j < M - 1; j++)
            c[i][j] = 0.25 * (c[i - 1][j - 1] + 2.0 * c[i - 1][j] + c[i - 1][j + 1]) + 0.5 * c[i][j];
    }
    /* a smoother that one gang runs: each sweep reads its neighbours' last values */
#pragma acc parallel num_gangs(1) vector_length(64) copy(u, v)
    {
#pragma acc loop seq
        for (int it = 0; it < 40; it++) {
#pragma acc loop vector
            for (int j = 1; j < M - 1; j++) v[j] = 0.5 * u[j] + 0.25 * (u[j - 1] + u[j + 1]);
#pragma acc loop vector
            for (int j = 1; j < M - 1; j++) u[j] = 0.5 * v[j] + 0.25 * (v[j - 1] + v[j + 1]);
        }
    }
    for (int i = 1; i < N; i++)
        for (int j = 1; j < M - 1; j++) h[i][j] = 0.25 * (h[i - 1][j - 1] + 2.0 * h[i - 1][j] + h[i - 1][j + 1]) + 0.5 * h[i][j];
    for (int it = 0; it < 40; it++) {
        for (int j = 1; j < M - 1; j++) hv[j] = 0.5 * hu[j] + 0.25 * (hu[j - 1] + hu[j + 1]);
        for (int j = 1; j < M - 1; j++) hu[j] = 0.5 * hv[j] + 0.25 * (hv[j - 1] + hv[j + 1]);
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            if (fabs(b[i][j] - h[i][j]) > 1e-12 * (1 + fabs(h[i][j])) || fabs(c[i][j] - h[i][j]) > 1e-12 * (1 + fabs(h[i][j]))) {
                if (err < 4) printf("[%d][%d]: %.15g %.15g, expected %.15g\n", i, j, b[i][j], c[i][j], h[i][j]);
                err++;
            }
    for (int j = 0; j < M; j++)
        if (fabs(u[j] - hu[j]) > 1e-12 || fabs(v[j] - hv[j]) > 1e-12) {
            if (err < 8) printf("u/v[%d]: %g %g, expected %g %g\n", j, u[j], v[j], hu[j], hv[j]);
            err++;
        }
    printf(err ? "FAIL\n" : "PASS\n");
    return err != 0;
}
