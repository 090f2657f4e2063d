/* Covers: reduction on an inner `loop vector` inside a `loop gang` (row sums: `float s = 0; loop vector reduction(+:s); y[i] = s;`), float and int. */
#include <stdio.h>
#include <math.h>

#define N 3000
#define M 999
static float A[N * M], y[N];
static int B[N * M], z[N];
static unsigned int seed = 0x20A5C0DEu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N * M; i++) { A[i] = (float)(xrand() % 2000001u) / 1000000.0f - 1.0f; B[i] = (int)(xrand() % 201u) - 100; }
    for (int i = 0; i < N; i++) { y[i] = -1.0f; z[i] = -1; }
#pragma acc parallel loop gang copyin(A[0:N*M], B[0:N*M]) copyout(y[0:N], z[0:N])
    for (int i = 0; i < N; i++) {
        float s = 0.0f;
        int t = i;   /* nonzero start: included in the result */
#pragma acc loop vector reduction(+:s, t)
        for (int j = 0; j < M; j++) {
            s += A[i * M + j];
            t += B[i * M + j];
        }
        y[i] = s;
        z[i] = t;
    }
    for (int i = 0; i < N; i++) {
        double e = 0.0, ab = 0.0; int et = i;
        for (int j = 0; j < M; j++) { e += A[i * M + j]; ab += fabs(A[i * M + j]); et += B[i * M + j]; }
        if (fabs(y[i] - e) > 1e-5 * (ab + 1.0)) { printf("FAIL: y[%d] = %.9g, expected %.9g\n", i, y[i], e); return 1; }
        if (z[i] != et) { printf("FAIL: z[%d] = %d, expected %d\n", i, z[i], et); return 1; }
    }
    printf("PASS\n");
    return 0;
}
