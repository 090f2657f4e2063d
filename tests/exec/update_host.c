/* Covers: `update host(...)` (synonym of update self) on data made present with enter data, in the middle of an iterative computation. */
#include <stdio.h>

#define N 100000
static long x[N], ref[N];
static unsigned int seed = 0x0770AB12u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) x[i] = ref[i] = (long)(xrand() % 1000u);
#pragma acc enter data copyin(x[0:N])
    for (int step = 0; step < 5; step++) {
#pragma acc parallel loop present(x[0:N])
        for (int i = 0; i < N; i++)
            x[i] = x[i] * 3 + step;
#pragma acc update host(x[0:N])
        for (int i = 0; i < N; i++) {
            ref[i] = ref[i] * 3 + step;
            if (x[i] != ref[i]) { printf("FAIL: step %d: x[%d] = %ld, expected %ld\n", step, i, x[i], ref[i]); return 1; }
        }
    }
#pragma acc exit data delete(x[0:N])
    printf("PASS\n");
    return 0;
}
