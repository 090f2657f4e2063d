/* Covers: `private` small array on a gang vector loop: each iteration fills and reads its own copy. */
#include <stdio.h>

#define N 200000
#define K 8
static int a[N], b[N];
static unsigned int seed = 0x0F0F1234u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int tmp[K];
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 1000u); b[i] = -1; }
#pragma acc parallel loop gang vector private(tmp) copyin(a[0:N]) copyout(b[0:N])
    for (int i = 0; i < N; i++) {
        for (int k = 0; k < K; k++)
            tmp[k] = a[i] + k * i % 5;
        int s = 0;
        for (int k = 0; k < K; k++)
            s += tmp[k] * (k + 1) - tmp[K - 1 - k];
        b[i] = s;
    }
    for (int i = 0; i < N; i++) {
        int t[K], s = 0;
        for (int k = 0; k < K; k++) t[k] = a[i] + k * i % 5;
        for (int k = 0; k < K; k++) s += t[k] * (k + 1) - t[K - 1 - k];
        if (b[i] != s) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], s); return 1; }
    }
    printf("PASS\n");
    return 0;
}
