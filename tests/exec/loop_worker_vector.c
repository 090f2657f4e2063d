/* Covers: `loop gang` outer with `loop worker vector` on the inner loop. */
#include <stdio.h>
#include <math.h>

#define N 400
#define M 1500
static double a[N * M], b[N * M];
static unsigned int seed = 0x55AA33CCu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N * M; i++) { a[i] = (double)(xrand() % 100001u) / 100.0 - 500.0; b[i] = -1.0; }
#pragma acc parallel loop gang num_workers(4) vector_length(64) copyin(a[0:N*M]) copyout(b[0:N*M])
    for (int i = 0; i < N; i++) {
#pragma acc loop worker vector
        for (int j = 0; j < M; j++)
            b[i * M + j] = a[i * M + j] * 0.5 + (double)i;
    }
    for (int i = 0; i < N * M; i++) {
        double e = a[i] * 0.5 + (double)(i / M);
        if (fabs(b[i] - e) > 1e-12 * (1.0 + fabs(e))) { printf("FAIL: b[%d] = %.17g, expected %.17g\n", i, b[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
