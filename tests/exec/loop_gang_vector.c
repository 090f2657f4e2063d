/* Covers: `parallel loop gang vector` on one loop (the common 1D mapping). */
#include <stdio.h>

#define N 3000017
static unsigned int a[N], b[N];
static unsigned int seed = 0x2718281Fu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = xrand(); b[i] = 0xFFFFFFFFu; }
#pragma acc parallel loop gang vector copyin(a[0:N]) copyout(b[0:N])
    for (int i = 0; i < N; i++)
        b[i] = (a[i] >> 3) ^ (a[i] * 2654435761u) ^ (unsigned int)i;
    for (int i = 0; i < N; i++) {
        unsigned int e = (a[i] >> 3) ^ (a[i] * 2654435761u) ^ (unsigned int)i;
        if (b[i] != e) { printf("FAIL: b[%d] = %u, expected %u\n", i, b[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
