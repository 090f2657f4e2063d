/* Covers: acc_deviceptr / acc_hostptr: round trip, interior addresses (offset preserved), NULL for absent data, device address usable with deviceptr(). */
#include <stdio.h>
#include <openacc.h>

#define N 50000
static double h[N];
static double other[16];

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    for (int i = 0; i < N; i++) h[i] = 0.25 * i;
    acc_copyin(h, sizeof(h));
    double *d = (double *)acc_deviceptr(h);
    if (!d) { printf("FAIL: acc_deviceptr(h) is NULL for present data\n"); return 1; }
    if (acc_hostptr(d) != (void *)h) { printf("FAIL: acc_hostptr(acc_deviceptr(h)) != h\n"); return 1; }
    if (acc_deviceptr(h + 1234) != (void *)(d + 1234)) { printf("FAIL: acc_deviceptr(h+1234) != d+1234\n"); return 1; }
    if (acc_hostptr(d + 777) != (void *)(h + 777)) { printf("FAIL: acc_hostptr(d+777) != h+777\n"); return 1; }
    if (dev) {
        if (acc_deviceptr(other) != NULL) { printf("FAIL: acc_deviceptr of absent data is not NULL\n"); return 1; }
    } else {
        if (acc_deviceptr(other) != (void *)other) { printf("FAIL: shared memory: acc_deviceptr(other) != other\n"); return 1; }
    }
#pragma acc parallel loop deviceptr(d)
    for (int i = 0; i < N; i++)
        d[i] = d[i] * 2.0 + 1.0;
    acc_update_self(h, sizeof(h));
    for (int i = 0; i < N; i++)
        if (h[i] != 0.5 * i + 1.0) { printf("FAIL: h[%d] = %g, expected %g\n", i, h[i], 0.5 * i + 1.0); return 1; }
    acc_delete(h, sizeof(h));
    printf("PASS\n");
    return 0;
}
