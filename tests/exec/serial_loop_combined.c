/* Covers: combined `serial loop` construct (independent loop, single gang), and `serial loop seq` on a loop-carried recurrence. A `serial loop` without seq is implicitly independent, so the dependent loop needs seq. */
#include <stdio.h>

#define N 50000
static long a[N], b[N], c[N], ref[N];
static unsigned int seed = 0x13579BDFu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (long)(xrand() % 1000u) - 500; b[i] = -1; c[i] = -1; }
#pragma acc serial loop copyin(a[0:N]) copyout(c[0:N])
    for (int i = 0; i < N; i++)
        c[i] = a[i] * a[i] - i;
    b[0] = 0;
    ref[0] = 0;
    for (int i = 1; i < N; i++) ref[i] = ref[i - 1] / 2 + a[i] * i;
#pragma acc serial loop seq copyin(a[0:N]) copy(b[0:N])
    for (int i = 1; i < N; i++)
        b[i] = b[i - 1] / 2 + a[i] * i;
    for (int i = 0; i < N; i++) {
        if (c[i] != a[i] * a[i] - i) { printf("FAIL: c[%d] = %ld, expected %ld\n", i, c[i], a[i] * a[i] - i); return 1; }
        if (b[i] != ref[i]) { printf("FAIL: b[%d] = %ld, expected %ld\n", i, b[i], ref[i]); return 1; }
    }
    printf("PASS\n");
    return 0;
}
