/* Covers: `collapse(2)` on a rectangular 2-level nest with non-power-of-two bounds. */
#include <stdio.h>

#define N 1001
#define M 777
static int a[N * M], b[N * M];
static unsigned int seed = 0xC011A95Eu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N * M; i++) { a[i] = (int)(xrand() % 1000u); b[i] = -1; }
#pragma acc parallel loop collapse(2) copyin(a[0:N*M]) copyout(b[0:N*M])
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            b[i * M + j] = a[i * M + j] + 1000 * (i % 13) + j % 11;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            int e = a[i * M + j] + 1000 * (i % 13) + j % 11;
            if (b[i * M + j] != e) { printf("FAIL: b[%d][%d] = %d, expected %d\n", i, j, b[i * M + j], e); return 1; }
        }
    printf("PASS\n");
    return 0;
}
