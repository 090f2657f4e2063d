/* Covers: the usual 2D pattern: `loop gang` on the outer loop and `loop vector` on the inner loop (matrix-vector product, float). */
#include <stdio.h>
#include <math.h>

#define N 2000
#define M 1000
static float A[N * M], x[M], y[N];
static unsigned int seed = 0x2D2D2D2Du;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static float frand(void) { return (float)(xrand() % 2000001u) / 1000000.0f - 1.0f; }

int main(void)
{
    for (int i = 0; i < N * M; i++) A[i] = frand();
    for (int j = 0; j < M; j++) x[j] = frand();
    for (int i = 0; i < N; i++) y[i] = -1.0f;
    static float tmp[N * M];
#pragma acc parallel loop gang copyin(A[0:N*M], x[0:M]) copyout(tmp[0:N*M])
    for (int i = 0; i < N; i++) {
#pragma acc loop vector
        for (int j = 0; j < M; j++)
            tmp[i * M + j] = A[i * M + j] * x[j];
    }
#pragma acc parallel loop gang vector copyin(tmp[0:N*M]) copyout(y[0:N])
    for (int i = 0; i < N; i++) {
        float s = 0.0f;
        for (int j = 0; j < M; j++) s += tmp[i * M + j];
        y[i] = s;
    }
    for (int i = 0; i < N; i++) {
        double e = 0.0, ab = 0.0;
        for (int j = 0; j < M; j++) { e += (double)A[i * M + j] * x[j]; ab += fabs((double)A[i * M + j] * x[j]); }
        if (fabs(y[i] - e) > 1e-5 * (ab + 1.0)) { printf("FAIL: y[%d] = %g, expected %g\n", i, y[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
