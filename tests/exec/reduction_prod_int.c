/* Covers: `*` reduction on int and long over small values (mostly 1, a few 2, 3 and -1) so it does not overflow; initial value included. */
#include <stdio.h>

#define N 100000
static int a[N];
static unsigned int seed = 0x5E666666u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = 1;
    for (int k = 0; k < 12; k++) a[xrand() % N] = 2;
    for (int k = 0; k < 5; k++) a[xrand() % N] = 3;
    for (int k = 0; k < 7; k++) a[xrand() % N] = -1;
    int prod = 3;
    long lprod = -2;
#pragma acc parallel loop reduction(*:prod, lprod) copyin(a[0:N])
    for (int i = 0; i < N; i++) {
        prod *= a[i];
        lprod *= (long)a[i] * (i % 50000 == 7 ? 1000 : 1);
    }
    int e = 3; long le = -2;
    for (int i = 0; i < N; i++) { e *= a[i]; le *= (long)a[i] * (i % 50000 == 7 ? 1000 : 1); }
    if (prod != e) { printf("FAIL: prod = %d, expected %d\n", prod, e); return 1; }
    if (lprod != le) { printf("FAIL: lprod = %ld, expected %ld\n", lprod, le); return 1; }
    printf("PASS\n");
    return 0;
}
