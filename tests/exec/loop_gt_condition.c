/* Covers: loop with a `>` condition and decrement (`for (i = n; i > lo; i--)`), including the boundary iterations. */
#include <stdio.h>

#define N 300000
static int a[N + 1], b[N + 1], orig[N + 1];
static unsigned int seed = 0x44556677u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int lo = 10;
    for (int i = 0; i <= N; i++) { a[i] = (int)(xrand() % 77777u); b[i] = orig[i] = -(int)(xrand() % 10u) - 1; }
#pragma acc parallel loop copyin(a[0:N+1]) copy(b[0:N+1])
    for (int i = N; i > lo; i--)
        b[i] = a[i] - a[i - 1];
    for (int i = 0; i <= N; i++) {
        int e = i > lo ? a[i] - a[i - 1] : orig[i];
        if (b[i] != e) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
