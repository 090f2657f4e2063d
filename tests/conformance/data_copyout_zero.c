/* Covers: data construct + copyout(zero: ...) modifier (OpenACC 3.3 sec. 2.7.8): when the data is not present, the device memory created at entry is zeroed, so a kernel that accumulates into it starts from 0; in shared memory (host fallback) no action is taken and the host values are used. */
#include <stdio.h>
#include <openacc.h>

#define N 6000
static int a[N], b[N], b0[N];
static unsigned int seed = 0x2E2E2E2Fu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 5000u) + 1; b[i] = b0[i] = (int)(xrand() % 777u) + 1000; }
#pragma acc data copyin(a) copyout(zero: b)
    {
#pragma acc parallel loop present(a, b)
        for (int i = 0; i < N; i++)
            b[i] += a[i];
    }
    for (int i = 0; i < N; i++) {
        int e = dev ? a[i] : b0[i] + a[i];
        if (b[i] != e) { printf("FAIL: b[%d] = %d, expected %d (%s)\n", i, b[i], e, dev ? "device memory must start zeroed" : "shared memory: no action"); return 1; }
    }
    printf("PASS\n");
    return 0;
}
