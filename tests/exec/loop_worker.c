/* Covers: `loop gang` on rows with `loop worker` on columns (worker-partitioned inner loop). */
#include <stdio.h>

#define N 700
#define M 513
static int a[N * M], b[N * M];
static unsigned int seed = 0x7777AAAAu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N * M; i++) { a[i] = (int)(xrand() % 10001u) - 5000; b[i] = -1; }
#pragma acc parallel num_workers(8) copyin(a[0:N*M]) copyout(b[0:N*M])
    {
#pragma acc loop gang
        for (int i = 0; i < N; i++) {
#pragma acc loop worker
            for (int j = 0; j < M; j++)
                b[i * M + j] = a[i * M + j] * 2 + i - j;
        }
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            int e = a[i * M + j] * 2 + i - j;
            if (b[i * M + j] != e) { printf("FAIL: b[%d][%d] = %d, expected %d\n", i, j, b[i * M + j], e); return 1; }
        }
    printf("PASS\n");
    return 0;
}
