/* Shared-memory staging of a 2-D nest's sequential loop (the matmul
 * pattern C[i][j] = sum A[i][k] * B[k][j]): sizes that give each thread one
 * point run the staged kernel (k not a multiple of the tile too); others
 * run the plain one; both must match the host. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

static unsigned s = 4242u;
static float rnd(void) { s ^= s << 13; s ^= s >> 17; s ^= s << 5; return (float)(s % 2001) / 1000.0f - 1.0f; }

static void mm(int n, int m, int p, const float *restrict A, const float *restrict B, float *restrict C)
{
#pragma acc parallel loop gang vector collapse(2) copyin(A[0:n*p], B[0:p*m]) copyout(C[0:n*m])
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            float t = 0.0f;
#pragma acc loop seq
            for (int k = 0; k < p; k++)
                t += A[i * p + k] * B[k * m + j];
            C[i * m + j] = t;
        }
}

static int run(int n, int m, int p)
{
    float *A = malloc(sizeof(float) * n * p), *B = malloc(sizeof(float) * p * m), *C = malloc(sizeof(float) * n * m);
    for (int i = 0; i < n * p; i++) A[i] = rnd();
    for (int i = 0; i < p * m; i++) B[i] = rnd();
    for (int i = 0; i < n * m; i++) C[i] = -99.0f;
    mm(n, m, p, A, B, C);
    int bad = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            double r = 0, mag = 0;
            for (int k = 0; k < p; k++) { r += (double)A[i * p + k] * B[k * m + j]; mag += fabs((double)A[i * p + k] * B[k * m + j]); }
            if (fabs(C[i * m + j] - r) > 1e-5 * (1.0 + mag)) { if (bad++ < 5) printf("%dx%dx%d: C[%d][%d] = %g, expected %g\n", n, m, p, i, j, C[i * m + j], r); }
        }
    free(A); free(B); free(C);
    return bad;
}

int main(void)
{
    int bad = run(256, 64, 300) + run(64, 96, 32) + run(8, 32, 5) + run(100, 70, 33) + run(33, 17, 129);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
