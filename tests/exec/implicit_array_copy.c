/* Covers: implicit data attributes for arrays: a static array and a local fixed-size array used in compute regions with no data clause are implicitly copy. */
#include <stdio.h>

#define N 100000
static int a[N], b[N];
static unsigned int seed = 0x1A1B1C1Du;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int loc[256];
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 5000u); b[i] = -1; }
    for (int i = 0; i < 256; i++) loc[i] = (int)(xrand() % 100u);
#pragma acc parallel loop
    for (int i = 0; i < N; i++)
        b[i] = a[i] + loc[i & 255];
#pragma acc kernels
    for (int i = 0; i < 256; i++)
        loc[i] = loc[i] * 2 + 1;
#pragma acc serial
    {
        for (int i = 0; i < 10; i++)
            a[i] = -i;
    }
    seed = 0x1A1B1C1Du;
    int ea[N];
    for (int i = 0; i < N; i++) ea[i] = (int)(xrand() % 5000u);
    for (int i = 0; i < 256; i++) {
        int l = (int)(xrand() % 100u);
        if (loc[i] != l * 2 + 1) { printf("FAIL: loc[%d] = %d, expected %d\n", i, loc[i], l * 2 + 1); return 1; }
    }
    for (int i = 0; i < N; i++) {
        int e = ea[i] + (loc[i & 255] - 1) / 2;
        if (b[i] != e) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
        int e2 = i < 10 ? -i : ea[i];
        if (a[i] != e2) { printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], e2); return 1; }
    }
    printf("PASS\n");
    return 0;
}
