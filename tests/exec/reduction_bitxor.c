/* Covers: `^` reduction on unsigned int, int and long over random values; initial value included. */
#include <stdio.h>

#define N 1000000
static unsigned int u[N];
static unsigned int seed = 0x5EEEEEEEu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) u[i] = xrand();
    unsigned int ux = 0xA5A5A5A5u;
    int ix = 12345;
    long lx = 0x123456789AL;
#pragma acc parallel loop reduction(^:ux, ix, lx) copyin(u[0:N])
    for (int i = 0; i < N; i++) {
        ux ^= u[i];
        ix ^= (int)(u[i] >> 3);
        lx ^= (long)u[i] << (i % 31);
    }
    unsigned int ue = 0xA5A5A5A5u; int ie = 12345; long le = 0x123456789AL;
    for (int i = 0; i < N; i++) { ue ^= u[i]; ie ^= (int)(u[i] >> 3); le ^= (long)u[i] << (i % 31); }
    if (ux != ue) { printf("FAIL: unsigned ^ = 0x%08x, expected 0x%08x\n", ux, ue); return 1; }
    if (ix != ie) { printf("FAIL: int ^ = 0x%08x, expected 0x%08x\n", ix, ie); return 1; }
    if (lx != le) { printf("FAIL: long ^ = 0x%016lx, expected 0x%016lx\n", lx, le); return 1; }
    printf("PASS\n");
    return 0;
}
