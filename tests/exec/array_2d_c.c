/* Covers: 2D C arrays `float a[N][M]` (static size) used with a[i][j] indexing, whole-array data clauses, gang/vector nest. */
#include <stdio.h>
#include <math.h>

#define N 600
#define M 700
static float a[N][M], b[N][M], c[M][N];
static unsigned int seed = 0xA2A2B3B3u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static float frand(void) { return (float)(xrand() % 2000001u) / 1000000.0f - 1.0f; }

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) { a[i][j] = frand(); b[i][j] = -1.0f; c[j][i] = -1.0f; }
#pragma acc parallel loop gang copyin(a) copyout(b, c)
    for (int i = 0; i < N; i++) {
#pragma acc loop vector
        for (int j = 0; j < M; j++) {
            b[i][j] = 2.0f * a[i][j] + (float)j;
            c[j][i] = a[i][j] - (float)i;   /* transpose */
        }
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            float e = 2.0f * a[i][j] + (float)j;
            if (fabsf(b[i][j] - e) > 1e-5f * (1.0f + fabsf(e))) { printf("FAIL: b[%d][%d] = %g, expected %g\n", i, j, b[i][j], e); return 1; }
            float e2 = a[i][j] - (float)i;
            if (fabsf(c[j][i] - e2) > 1e-5f * (1.0f + fabsf(e2))) { printf("FAIL: c[%d][%d] = %g, expected %g\n", j, i, c[j][i], e2); return 1; }
        }
    printf("PASS\n");
    return 0;
}
