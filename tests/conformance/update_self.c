/* Covers: update directive + self clause (OpenACC 3.3 sec. 2.14.4): inside a data region, device results are copied to the host by `update self(...)` (whole static array, heap subarray, scalar) before the region ends; without the update the host copy is unchanged when memory is separate. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

#define N 6000
static int a[N], a0[N];
static unsigned int seed = 0x5E1F5E1Fu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    float *f = malloc(N * sizeof *f);
    int s = 3;
    for (int i = 0; i < N; i++) { a[i] = a0[i] = (int)(xrand() % 40000u); f[i] = (float)(i % 50); }
    int err = 0;
#pragma acc data copyin(a, f[0:N], s)
    {
#pragma acc parallel loop present(a, f[0:N])
        for (int i = 0; i < N; i++) { a[i] += 7; f[i] *= 2.0f; }
#pragma acc serial present(s)
        s = 33;
        if (dev) {
            for (int i = 0; i < N; i++) if (a[i] != a0[i]) { err = 1; break; }
            if (s != 3) err = 1;
        }
#pragma acc update self(a, f[0:N], s)
        for (int i = 0; i < N; i++) if (a[i] != a0[i] + 7 || f[i] != (float)(i % 50) * 2.0f) { err |= 2; break; }
        if (s != 33) err |= 2;
        /* a second round: host sees only what it updates */
#pragma acc parallel loop present(a)
        for (int i = 0; i < N; i++) a[i] += 1;
#pragma acc update self(a)
        for (int i = 0; i < N; i++) if (a[i] != a0[i] + 8) { err |= 4; break; }
    }
    if (err) { printf("FAIL: update self (error mask %d: 1 = host changed before the update, 2/4 = update did not copy)\n", err); return 1; }
    /* copyin data: the host keeps the updated values after the region */
    for (int i = 0; i < N; i++) if (a[i] != a0[i] + 8) { printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], a0[i] + 8); return 1; }
    free(f);
    printf("PASS\n");
    return 0;
}
