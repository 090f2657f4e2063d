/* Covers: a 2D subarray `a[lb:len][0:M]` of a static 2D C array (a block of whole rows) in copyin/copy clauses. */
#include <stdio.h>

#define N 512
#define M 384
static int a[N][M], b[N][M], orig[N][M];
static unsigned int seed = 0x2DB10C00u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int lb = 100, len = 250;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) { a[i][j] = (int)(xrand() % 1000u); b[i][j] = orig[i][j] = -(int)(xrand() % 9u) - 1; }
#pragma acc parallel loop gang copyin(a[lb:len][0:M]) copy(b[lb:len][0:M])
    for (int i = lb; i < lb + len; i++) {
#pragma acc loop vector
        for (int j = 0; j < M; j++)
            b[i][j] = a[i][j] + b[i][j] * 1000 + i;
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            int e = (i >= lb && i < lb + len) ? a[i][j] + orig[i][j] * 1000 + i : orig[i][j];
            if (b[i][j] != e) { printf("FAIL: b[%d][%d] = %d, expected %d\n", i, j, b[i][j], e); return 1; }
        }
    printf("PASS\n");
    return 0;
}
