/* Covers: loop variables declared outside the loop (`int i, j;` then `for (i = 0; ...)`) in parallel loops and a nested loop. */
#include <stdio.h>

#define N 800
#define M 600
static int a[N * M], b[N * M], c[N];
static unsigned int seed = 0x99887766u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int i, j;
    for (i = 0; i < N * M; i++) { a[i] = (int)(xrand() % 1000u); b[i] = -1; }
    for (i = 0; i < N; i++) c[i] = -1;
#pragma acc parallel loop gang copyin(a[0:N*M]) copyout(b[0:N*M])
    for (i = 0; i < N; i++) {
#pragma acc loop vector
        for (j = 0; j < M; j++)
            b[i * M + j] = a[i * M + j] + i - j;
    }
#pragma acc parallel loop copyin(a[0:N*M]) copyout(c[0:N])
    for (i = 0; i < N; i++)
        c[i] = a[i * M] * 2;
    for (i = 0; i < N; i++) {
        for (j = 0; j < M; j++)
            if (b[i * M + j] != a[i * M + j] + i - j) { printf("FAIL: b[%d][%d] = %d, expected %d\n", i, j, b[i * M + j], a[i * M + j] + i - j); return 1; }
        if (c[i] != a[i * M] * 2) { printf("FAIL: c[%d] = %d, expected %d\n", i, c[i], a[i * M] * 2); return 1; }
    }
    printf("PASS\n");
    return 0;
}
