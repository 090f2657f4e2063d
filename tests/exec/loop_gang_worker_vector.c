/* Covers: `loop gang worker vector` on a single loop, with explicit num_gangs/num_workers/vector_length. */
#include <stdio.h>

#define N 1000003
static int a[N], b[N];
static unsigned int seed = 0x1F2E3D4Cu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 2001u) - 1000; b[i] = -1; }
#pragma acc parallel num_gangs(40) num_workers(4) vector_length(32) copyin(a[0:N]) copyout(b[0:N])
    {
#pragma acc loop gang worker vector
        for (int i = 0; i < N; i++)
            b[i] = a[i] * 5 + (i & 15);
    }
    for (int i = 0; i < N; i++) {
        int e = a[i] * 5 + (i & 15);
        if (b[i] != e) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
