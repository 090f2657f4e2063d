/* Covers: acc_map_data / acc_unmap_data: host memory mapped onto acc_malloc memory is present, regions use the mapped device memory, unmapping leaves the device memory for acc_free. */
#include <stdio.h>
#include <openacc.h>

#define N 100000
static int h[N];

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    if (!dev) {
        /* with shared memory there is no separate device memory to map onto: host data is
           always "present"; check the regions still work on the host data and stop */
        for (int i = 0; i < N; i++) h[i] = i;
#pragma acc parallel loop present(h[0:N])
        for (int i = 0; i < N; i++) h[i] = h[i] * 2;
        for (int i = 0; i < N; i++)
            if (h[i] != 2 * i) { printf("FAIL: h[%d] = %d, expected %d\n", i, h[i], 2 * i); return 1; }
        printf("PASS\n");
        return 0;
    }
    for (int i = 0; i < N; i++) h[i] = -1;
    int *d = (int *)acc_malloc(sizeof(h));
    if (!d) { printf("FAIL: acc_malloc returned NULL\n"); return 1; }
#pragma acc parallel loop deviceptr(d)
    for (int i = 0; i < N; i++) d[i] = 3 * i;
    if (acc_is_present(h, sizeof(h))) { printf("FAIL: h present before acc_map_data\n"); return 1; }
    acc_map_data(h, d, sizeof(h));
    if (!acc_is_present(h, sizeof(h))) { printf("FAIL: h not present after acc_map_data\n"); return 1; }
    if (acc_deviceptr(h) != (void *)d) { printf("FAIL: acc_deviceptr(h) != mapped device address\n"); return 1; }
    if (acc_hostptr(d) != (void *)h) { printf("FAIL: acc_hostptr(d) != h\n"); return 1; }
#pragma acc parallel loop present(h[0:N])
    for (int i = 0; i < N; i++) h[i] = h[i] + 1;   /* uses d */
    /* a data construct on mapped data finds it present and must not copy it or free it */
#pragma acc data copy(h[0:N])
    {
#pragma acc parallel loop
        for (int i = 0; i < N; i++) h[i] = h[i] * 2;
    }
    if (!acc_is_present(h, sizeof(h))) { printf("FAIL: h not present after a data region on mapped data\n"); return 1; }
    for (int i = 0; i < N; i++)
        if (h[i] != -1) { printf("FAIL: host h[%d] = %d, expected -1 (mapped data is never copied implicitly)\n", i, h[i]); return 1; }
    acc_update_self(h, sizeof(h));
    for (int i = 0; i < N; i++)
        if (h[i] != (3 * i + 1) * 2) { printf("FAIL: h[%d] = %d, expected %d\n", i, h[i], (3 * i + 1) * 2); return 1; }
    acc_unmap_data(h);
    if (acc_is_present(h, sizeof(h))) { printf("FAIL: h present after acc_unmap_data\n"); return 1; }
    /* the device memory is still valid after unmapping */
    static int out[N];
#pragma acc parallel loop deviceptr(d) copyout(out[0:N])
    for (int i = 0; i < N; i++) out[i] = d[i];
    for (int i = 0; i < N; i++)
        if (out[i] != (3 * i + 1) * 2) { printf("FAIL: d[%d] = %d after unmap, expected %d\n", i, out[i], (3 * i + 1) * 2); return 1; }
    acc_free(d);
    printf("PASS\n");
    return 0;
}
