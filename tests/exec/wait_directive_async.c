/* Covers: an `async(1)` compute region, the `wait(1)` directive, a second region on the same queue, `update self ... async(1)` and a final `wait(1)`; plain `async` with a bare `wait`; acc_async_test after the waits. */
#include <stdio.h>
#include <openacc.h>

#define N 400000
static int a[N], b[N], c[N];
static unsigned int seed = 0xC0FFEE11u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 50000u); b[i] = -1; c[i] = -1; }
#pragma acc data copyin(a[0:N]) create(b[0:N], c[0:N])
    {
#pragma acc parallel loop async(1)
        for (int i = 0; i < N; i++)
            b[i] = a[i] * 3 + 1;
#pragma acc wait(1)
        if (!acc_async_test(1)) { printf("FAIL: acc_async_test(1) is 0 after wait(1)\n"); return 1; }
#pragma acc parallel loop async(1)
        for (int i = 0; i < N; i++)
            b[i] = b[i] - i % 7;
#pragma acc update self(b[0:N]) async(1)
#pragma acc wait(1)
        /* b on the host is complete here, inside the data region */
        for (int i = 0; i < N; i++) {
            int e = a[i] * 3 + 1 - i % 7;
            if (b[i] != e) { printf("FAIL: b[%d] = %d after wait(1), expected %d\n", i, b[i], e); return 1; }
        }
#pragma acc parallel loop async
        for (int i = 0; i < N; i++)
            c[i] = a[i] ^ 0x55;
#pragma acc update self(c[0:N]) async
#pragma acc wait
        if (!acc_async_test_all()) { printf("FAIL: acc_async_test_all is 0 after wait\n"); return 1; }
    }
    for (int i = 0; i < N; i++)
        if (c[i] != (a[i] ^ 0x55)) { printf("FAIL: c[%d] = %d, expected %d\n", i, c[i], a[i] ^ 0x55); return 1; }
    printf("PASS\n");
    return 0;
}
