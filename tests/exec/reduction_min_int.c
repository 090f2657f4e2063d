/* Covers: `min` reduction on int, unsigned int and long; initial value above the data and below the data. */
#include <stdio.h>

#define N 1000000
static int a[N];
static unsigned int u[N];
static unsigned int seed = 0x5EAAAAAAu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 2000001u) - 1000000; u[i] = xrand() | 0x100u; }
    a[xrand() % N] = -1234567;
    u[xrand() % N] = 77u;
    int mn = 2000000000;
    unsigned int umn = 0xFFFFFFFFu;
    long lmn = 5;   /* below every a[i] + 3000000 (> 1700000): the initial value wins */
#pragma acc parallel loop reduction(min:mn, umn, lmn) copyin(a[0:N], u[0:N])
    for (int i = 0; i < N; i++) {
        mn = a[i] < mn ? a[i] : mn;
        umn = u[i] < umn ? u[i] : umn;
        long v = (long)a[i] + 3000000;
        lmn = v < lmn ? v : lmn;
    }
    int e = 2000000000; unsigned int ue = 0xFFFFFFFFu; long le = 5;
    for (int i = 0; i < N; i++) { if (a[i] < e) e = a[i]; if (u[i] < ue) ue = u[i]; if ((long)a[i] + 3000000 < le) le = (long)a[i] + 3000000; }
    if (mn != e) { printf("FAIL: min = %d, expected %d\n", mn, e); return 1; }
    if (umn != ue) { printf("FAIL: unsigned min = %u, expected %u\n", umn, ue); return 1; }
    if (lmn != 5 || le != 5) { printf("FAIL: long min = %ld, expected 5 (initial value)\n", lmn); return 1; }
    printf("PASS\n");
    return 0;
}
