/* Covers: `async(n)` compute regions and updates on several queues, `wait(n)` directive, plain `wait`, and a `wait(n)` clause ordering one queue after another. */
#include <stdio.h>

#define N 500000
static int a[N], b[N], c[N];
static unsigned int seed = 0xA5F0A5F0u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 10000u); b[i] = -1; c[i] = -1; }
#pragma acc data copyin(a[0:N]) create(b[0:N], c[0:N])
    {
#pragma acc parallel loop async(1)
        for (int i = 0; i < N; i++)
            b[i] = a[i] + 1;
#pragma acc parallel loop async(2)
        for (int i = 0; i < N; i++)
            c[i] = a[i] * 2;
#pragma acc parallel loop async(2) wait(1)    /* queue 2 waits for queue 1 first */
        for (int i = 0; i < N; i++)
            c[i] = c[i] + b[i];
#pragma acc update self(c[0:N]) async(2)
#pragma acc wait(2)
#pragma acc parallel loop async(3)
        for (int i = 0; i < N; i++)
            b[i] = b[i] * 3;
#pragma acc update self(b[0:N]) async(3)
#pragma acc wait
    }
    for (int i = 0; i < N; i++) {
        if (c[i] != a[i] * 3 + 1) { printf("FAIL: c[%d] = %d, expected %d\n", i, c[i], a[i] * 3 + 1); return 1; }
        if (b[i] != (a[i] + 1) * 3) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], (a[i] + 1) * 3); return 1; }
    }
    printf("PASS\n");
    return 0;
}
