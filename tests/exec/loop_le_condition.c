/* Covers: loop with an inclusive `<=` condition and nonzero start; elements outside [lo,hi] keep their values. */
#include <stdio.h>

#define N 400000
static long a[N], b[N], orig[N];
static unsigned int seed = 0x0DDBA11u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int lo = 3, hi = N - 7;
    for (int i = 0; i < N; i++) { a[i] = (long)(xrand() % 1000000u); b[i] = orig[i] = -(long)(xrand() % 99u) - 1; }
#pragma acc parallel loop copyin(a[0:N]) copy(b[0:N])
    for (int i = lo; i <= hi; i++)
        b[i] = a[i] * 3 + i;
    for (int i = 0; i < N; i++) {
        long e = (i >= lo && i <= hi) ? a[i] * 3 + i : orig[i];
        if (b[i] != e) { printf("FAIL: b[%d] = %ld, expected %ld\n", i, b[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
