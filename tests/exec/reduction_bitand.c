/* Covers: `&` reduction on unsigned int, int and long; values are all-ones with a few random bits cleared; initial value included. */
#include <stdio.h>

#define N 500000
static unsigned int u[N];
static long l[N];
static unsigned int seed = 0x5ECCCCCCu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { u[i] = 0xFFFFFFFFu; l[i] = -1L; }
    for (int k = 0; k < 9; k++) { u[xrand() % N] &= ~(1u << (xrand() % 32u)); l[xrand() % N] &= ~(1L << (xrand() % 63u)); }
    unsigned int ua = 0xFFFF7FFFu;   /* initial value clears bit 15 */
    int ia = 0x7FFFFFFB;             /* initial value clears bit 2 */
    long la = -1L;
#pragma acc parallel loop reduction(&:ua, ia, la) copyin(u[0:N], l[0:N])
    for (int i = 0; i < N; i++) {
        ua &= u[i];
        ia &= (int)(u[i] >> 1);
        la &= l[i];
    }
    unsigned int ue = 0xFFFF7FFFu; int ie = 0x7FFFFFFB; long le = -1L;
    for (int i = 0; i < N; i++) { ue &= u[i]; ie &= (int)(u[i] >> 1); le &= l[i]; }
    if (ue == 0u || le == 0L) { printf("FAIL: test data degenerate\n"); return 1; }
    if (ua != ue) { printf("FAIL: unsigned & = 0x%08x, expected 0x%08x\n", ua, ue); return 1; }
    if (ia != ie) { printf("FAIL: int & = 0x%08x, expected 0x%08x\n", ia, ie); return 1; }
    if (la != le) { printf("FAIL: long & = 0x%016lx, expected 0x%016lx\n", la, le); return 1; }
    printf("PASS\n");
    return 0;
}
