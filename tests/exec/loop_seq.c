/* Covers: `loop seq` inner loop with a loop-carried dependence (running sum per row) inside a gang vector outer loop. */
#include <stdio.h>

#define N 2000
#define M 400
static int a[N * M], b[N * M];
static unsigned int seed = 0xDEADBEEFu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N * M; i++) { a[i] = (int)(xrand() % 201u) - 100; b[i] = -1; }
#pragma acc parallel loop gang vector copyin(a[0:N*M]) copyout(b[0:N*M])
    for (int i = 0; i < N; i++) {
        b[i * M] = a[i * M];
#pragma acc loop seq
        for (int j = 1; j < M; j++)
            b[i * M + j] = b[i * M + j - 1] + a[i * M + j];
    }
    for (int i = 0; i < N; i++) {
        int s = 0;
        for (int j = 0; j < M; j++) {
            s += a[i * M + j];
            if (b[i * M + j] != s) { printf("FAIL: b[%d][%d] = %d, expected %d\n", i, j, b[i * M + j], s); return 1; }
        }
    }
    printf("PASS\n");
    return 0;
}
