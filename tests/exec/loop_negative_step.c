/* Covers: loops counting down: `i -= 1` with `>=`, and `i -= 3` with `>=`; skipped elements keep their values. */
#include <stdio.h>

#define N 500000
static int a[N], b[N], c[N], orig[N];
static unsigned int seed = 0xD0D0CACAu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 100000u); b[i] = -1; c[i] = orig[i] = -(int)(xrand() % 50u) - 2; }
#pragma acc parallel loop copyin(a[0:N]) copyout(b[0:N])
    for (int i = N - 1; i >= 0; i -= 1)
        b[i] = a[i] - a[N - 1 - i];
#pragma acc parallel loop copyin(a[0:N]) copy(c[0:N])
    for (int i = N - 2; i >= 5; i -= 3)
        c[i] = a[i] * 2;
    for (int i = 0; i < N; i++) {
        if (b[i] != a[i] - a[N - 1 - i]) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], a[i] - a[N - 1 - i]); return 1; }
        int hit = i >= 5 && i <= N - 2 && (N - 2 - i) % 3 == 0;
        int e = hit ? a[i] * 2 : orig[i];
        if (c[i] != e) { printf("FAIL: c[%d] = %d, expected %d\n", i, c[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
