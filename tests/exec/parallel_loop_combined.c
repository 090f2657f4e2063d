/* Covers: combined `parallel loop` construct on an integer array with copyin/copyout. */
#include <stdio.h>

#define N 2000000
static int a[N], b[N], c[N];
static unsigned int seed = 0xA5A5A5A5u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 100000u); b[i] = (int)(xrand() % 100000u) - 50000; c[i] = -1; }
#pragma acc parallel loop copyin(a[0:N], b[0:N]) copyout(c[0:N])
    for (int i = 0; i < N; i++)
        c[i] = a[i] * 3 - b[i] + i % 7;
    for (int i = 0; i < N; i++) {
        int e = a[i] * 3 - b[i] + i % 7;
        if (c[i] != e) { printf("FAIL: c[%d] = %d, expected %d\n", i, c[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
