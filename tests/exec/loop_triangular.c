/* Covers: triangular nest (inner bound depends on the outer index), gang outer / vector inner, not collapsed. */
#include <stdio.h>

#define N 1500
static int a[N * N], b[N * N];
static unsigned int seed = 0x7A7A7A7Au;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N * N; i++) { a[i] = (int)(xrand() % 1000u); b[i] = -1; }
#pragma acc parallel loop gang copyin(a[0:N*N]) copy(b[0:N*N])
    for (int i = 0; i < N; i++) {
#pragma acc loop vector
        for (int j = 0; j <= i; j++)
            b[i * N + j] = a[i * N + j] + a[j * N + i];
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            int e = j <= i ? a[i * N + j] + a[j * N + i] : -1;
            if (b[i * N + j] != e) { printf("FAIL: b[%d][%d] = %d, expected %d\n", i, j, b[i * N + j], e); return 1; }
        }
    printf("PASS\n");
    return 0;
}
