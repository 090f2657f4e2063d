/* Covers: update directive + device clause (OpenACC 3.3 sec. 2.14.4): host changes made inside a data lifetime reach the device copy only through `update device(...)` (static array, heap subarray, scalar); before the update the device still sees the old values when memory is separate. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

#define N 5000
static int a[N], a0[N], b[N];
static unsigned int seed = 0xDE71CE00u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    long *p = malloc(N * sizeof *p);
    int k = 2;
    for (int i = 0; i < N; i++) { a[i] = a0[i] = (int)(xrand() % 10000u); p[i] = i; b[i] = -1; }
    int bad = -1;
#pragma acc data copyin(a, p[0:N], k) create(b)
    {
        for (int i = 0; i < N; i++) { a[i] = a0[i] + 1000; p[i] = 2 * i; }
        k = 5;
#pragma acc parallel loop present(a, p[0:N], k, b)
        for (int i = 0; i < N; i++) b[i] = a[i] * k + (int)p[i];
#pragma acc update self(b)
        for (int i = 0; i < N; i++) {
            int e = dev ? a0[i] * 2 + i : (a0[i] + 1000) * 5 + 2 * i;
            if (b[i] != e && bad < 0) { printf("FAIL: before update device: b[%d] = %d, expected %d\n", i, b[i], e); bad = i; }
        }
#pragma acc update device(a, p[0:N], k)
#pragma acc parallel loop present(a, p[0:N], k, b)
        for (int i = 0; i < N; i++) b[i] = a[i] * k + (int)p[i];
#pragma acc update self(b)
    }
    if (bad >= 0) return 1;
    for (int i = 0; i < N; i++) {
        int e = (a0[i] + 1000) * 5 + 2 * i;
        if (b[i] != e) { printf("FAIL: after update device: b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }
    free(p);
    printf("PASS\n");
    return 0;
}
