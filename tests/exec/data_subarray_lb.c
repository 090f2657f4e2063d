/* Covers: subarrays with a nonzero lower bound `a[lb:len]`: the region indexes with host indices; elements outside the range are untouched. */
#include <stdio.h>

#define N 100000
static int a[N], b[N], orig_b[N];
static unsigned int seed = 0x10B10B10u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int lb = 12345, len = 50000;
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 10000u); b[i] = orig_b[i] = -(int)(xrand() % 100u) - 1; }
#pragma acc parallel loop copyin(a[lb:len]) copy(b[lb:len])
    for (int i = lb; i < lb + len; i++)
        b[i] = a[i] * 3 + b[i];
    /* a second region with a different, overlapping-from-inside range and copyout */
    int lb2 = lb + 100, len2 = 999;
#pragma acc parallel loop copyin(a[lb2:len2]) copyout(b[lb2:len2])
    for (int i = lb2; i < lb2 + len2; i++)
        b[i] = a[i] - 7;
    for (int i = 0; i < N; i++) {
        int e;
        if (i >= lb2 && i < lb2 + len2) e = a[i] - 7;
        else if (i >= lb && i < lb + len) e = a[i] * 3 + orig_b[i];
        else e = orig_b[i];
        if (b[i] != e) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
