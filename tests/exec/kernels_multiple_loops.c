/* Covers: several loop nests in one kernels region, where later nests read what earlier nests wrote (kernels keeps nest order). */
#include <stdio.h>

#define N 512
#define M 300
static int a[N * M], b[N * M], c[N], ref_b[N * M], ref_c[N];
static unsigned int seed = 0xFACEB00Cu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N * M; i++) { a[i] = (int)(xrand() % 1001u) - 500; b[i] = -1; }
    for (int i = 0; i < N; i++) c[i] = -1;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) ref_b[i * M + j] = a[i * M + j] * 3 + j;
    for (int i = 0; i < N; i++) {
        int s = 0;
        for (int j = 0; j < M; j++) s += ref_b[i * M + j];
        ref_c[i] = s;
    }
#pragma acc kernels copyin(a[0:N*M]) create(b[0:N*M]) copyout(c[0:N])
    {
        for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++)
                b[i * M + j] = a[i * M + j] * 3 + j;
        for (int i = 0; i < N; i++) {
            int s = 0;
            for (int j = 0; j < M; j++)
                s += b[i * M + j];
            c[i] = s;
        }
    }
    for (int i = 0; i < N; i++)
        if (c[i] != ref_c[i]) { printf("FAIL: c[%d] = %d, expected %d\n", i, c[i], ref_c[i]); return 1; }
    printf("PASS\n");
    return 0;
}
