/* Multi-dimensional schedule: the loop whose variable is the fastest-varying
 * subscript goes to x even when it is the outer loop of the nest (gang j,
 * vector i over b[i][j]); also a kernels region's auto-scheduled nest and a
 * nest with vector_length. */
#include <stdio.h>
#include <stdlib.h>

#define N 300
#define M 257
static int a[N][M], b[N][M], c[N][M], d[N][M];

int main(void)
{
    unsigned s = 99u;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) { s ^= s << 13; s ^= s >> 17; s ^= s << 5; a[i][j] = (int)(s % 1000); b[i][j] = c[i][j] = d[i][j] = -1; }
#pragma acc parallel loop gang copyin(a) copyout(b)
    for (int j = 0; j < M; j++) {
#pragma acc loop vector
        for (int i = 0; i < N; i++)
            b[i][j] = a[i][j] * 3 + i - j;
    }
#pragma acc kernels copyin(a) copyout(c)
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            c[i][j] = a[i][j] - 2 * j;
#pragma acc parallel loop gang vector_length(64) copyin(a) copyout(d)
    for (int i = 0; i < N; i++) {
#pragma acc loop vector
        for (int j = 0; j < M; j++)
            d[i][j] = a[i][j] ^ (i + j);
    }
    int bad = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            if (b[i][j] != a[i][j] * 3 + i - j) { if (bad++ < 5) printf("b[%d][%d] = %d\n", i, j, b[i][j]); }
            if (c[i][j] != a[i][j] - 2 * j) { if (bad++ < 5) printf("c[%d][%d] = %d\n", i, j, c[i][j]); }
            if (d[i][j] != (a[i][j] ^ (i + j))) { if (bad++ < 5) printf("d[%d][%d] = %d\n", i, j, d[i][j]); }
        }
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
