/* Covers: data clauses naming whole arrays of static size without a subarray (`copyin(a) copyout(b)`), a global and a local array. */
#include <stdio.h>

#define N 65536
static int a[N];
static unsigned int seed = 0x57A71C00u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int loc[1000];
    static long b[N];
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 100000u); b[i] = -1; }
    for (int i = 0; i < 1000; i++) loc[i] = (int)(xrand() % 50u) + 1;
#pragma acc data copyin(a, loc) copyout(b)
    {
#pragma acc parallel loop
        for (int i = 0; i < N; i++)
            b[i] = (long)a[i] * loc[i % 1000];
    }
#pragma acc parallel loop copy(loc)
    for (int i = 0; i < 1000; i++)
        loc[i] = loc[i] * 10 + i;
    for (int i = 0; i < N; i++) {
        int l = (loc[i % 1000] - i % 1000) / 10;
        long e = (long)a[i] * l;
        if (b[i] != e) { printf("FAIL: b[%d] = %ld, expected %ld\n", i, b[i], e); return 1; }
    }
    /* loc must have been updated: recompute from the RNG stream */
    seed = 0x57A71C00u;
    for (int i = 0; i < N; i++) { xrand(); }
    for (int i = 0; i < 1000; i++) {
        int e = ((int)(xrand() % 50u) + 1) * 10 + i;
        if (loc[i] != e) { printf("FAIL: loc[%d] = %d, expected %d\n", i, loc[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
