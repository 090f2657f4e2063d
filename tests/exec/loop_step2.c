/* Covers: loop with step 2 (`i += 2`), odd trip bounds; untouched elements must keep their values (copy). */
#include <stdio.h>

#define N 1000001
static int a[N], b[N], orig[N];
static unsigned int seed = 0x5EED5EEDu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 100000u); b[i] = orig[i] = -(int)(xrand() % 1000u) - 1; }
#pragma acc parallel loop copyin(a[0:N]) copy(b[0:N])
    for (int i = 1; i < N; i += 2)
        b[i] = a[i] + a[i - 1];
    for (int i = 0; i < N; i++) {
        int e = (i % 2 == 1) ? a[i] + a[i - 1] : orig[i];
        if (b[i] != e) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
