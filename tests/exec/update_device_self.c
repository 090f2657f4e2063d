/* Covers: `update device(...)` and `update self(...)` inside a data region (incl. a subarray update); on a device the host copy changes only at update self. */
#include <stdio.h>
#include <openacc.h>

#define N 200000
static int a[N], b[N];
static unsigned int seed = 0x0FDA7E00u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    int bad = 0;
    for (int i = 0; i < N; i++) { a[i] = -3; b[i] = -1; }
#pragma acc data create(a[0:N], b[0:N])
    {
        for (int i = 0; i < N; i++) a[i] = (int)(xrand() % 100000u);
#pragma acc update device(a[0:N])
#pragma acc parallel loop present(a[0:N], b[0:N])
        for (int i = 0; i < N; i++)
            b[i] = a[i] * 2;
        if (dev) /* not yet updated on the host */
            for (int i = 0; i < N && !bad; i++)
                if (b[i] != -1) { printf("FAIL: host b[%d] = %d before update self, expected -1\n", i, b[i]); bad = 1; }
#pragma acc update self(b[0:N])
        for (int i = 0; i < N && !bad; i++)
            if (b[i] != a[i] * 2) { printf("FAIL: b[%d] = %d after update self, expected %d\n", i, b[i], a[i] * 2); bad = 1; }
        /* partial update of a middle block of a, then recompute b on the device */
        for (int i = 1000; i < 3000; i++) a[i] = 7 * i;
#pragma acc update device(a[1000:2000])
#pragma acc parallel loop present(a[0:N], b[0:N])
        for (int i = 0; i < N; i++)
            b[i] = a[i] + 1;
#pragma acc update self(b[0:N])
    }
    if (bad) return 1;
    for (int i = 0; i < N; i++)
        if (b[i] != a[i] + 1) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], a[i] + 1); return 1; }
    printf("PASS\n");
    return 0;
}
