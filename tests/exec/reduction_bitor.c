/* Covers: `|` reduction on unsigned int, int and long; values are zero with a few random bits set; initial value included. */
#include <stdio.h>

#define N 500000
static unsigned int u[N];
static long l[N];
static unsigned int seed = 0x5EDDDDDDu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { u[i] = 0u; l[i] = 0L; }
    for (int k = 0; k < 9; k++) { u[xrand() % N] |= 1u << (xrand() % 32u); l[xrand() % N] |= 1L << (xrand() % 63u); }
    unsigned int uo = 0x00010000u;
    int io = 0x40;
    long lo = 1L << 40;
#pragma acc parallel loop reduction(|:uo, io, lo) copyin(u[0:N], l[0:N])
    for (int i = 0; i < N; i++) {
        uo |= u[i];
        io |= (int)(u[i] & 0x7FFFFFFFu);
        lo |= l[i];
    }
    unsigned int ue = 0x00010000u; int ie = 0x40; long le = 1L << 40;
    for (int i = 0; i < N; i++) { ue |= u[i]; ie |= (int)(u[i] & 0x7FFFFFFFu); le |= l[i]; }
    if (uo != ue) { printf("FAIL: unsigned | = 0x%08x, expected 0x%08x\n", uo, ue); return 1; }
    if (io != ie) { printf("FAIL: int | = 0x%08x, expected 0x%08x\n", io, ie); return 1; }
    if (lo != le) { printf("FAIL: long | = 0x%016lx, expected 0x%016lx\n", lo, le); return 1; }
    printf("PASS\n");
    return 0;
}
