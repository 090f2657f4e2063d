/* Covers: acc_update_device and acc_update_self on whole arrays and on a sub-range (pointer + offset). */
#include <stdio.h>
#include <openacc.h>

#define N 100000
static double a[N], b[N];

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    for (int i = 0; i < N; i++) { a[i] = -1.0; b[i] = -2.0; }
    acc_create(a, sizeof(a));
    acc_create(b, sizeof(b));
    for (int i = 0; i < N; i++) a[i] = 0.5 * i;
    acc_update_device(a, sizeof(a));
#pragma acc parallel loop present(a[0:N], b[0:N])
    for (int i = 0; i < N; i++)
        b[i] = a[i] * 4.0;
    if (dev && b[10] != -2.0) { printf("FAIL: host b[10] = %g before acc_update_self, expected -2\n", b[10]); return 1; }
    acc_update_self(b, sizeof(b));
    for (int i = 0; i < N; i++)
        if (b[i] != 2.0 * i) { printf("FAIL: b[%d] = %g, expected %g\n", i, b[i], 2.0 * i); return 1; }
    /* partial: update only a[1000:500] on the device, and only b[1200:600] back */
    for (int i = 0; i < N; i++) a[i] = 7.0;
    acc_update_device(a + 1000, sizeof(double) * 500);
#pragma acc parallel loop present(a[0:N], b[0:N])
    for (int i = 0; i < N; i++)
        b[i] = a[i] + 1.0;
    if (!dev)   /* shared memory: the region wrote b directly from the host's a */
        for (int i = 0; i < N; i++)
            if (b[i] != 8.0) { printf("FAIL: shared memory: b[%d] = %g, expected 8\n", i, b[i]); return 1; }
    for (int i = 0; i < N; i++) b[i] = -3.0;
    acc_update_self(b + 1200, sizeof(double) * 600);
    for (int i = 0; i < N; i++) {
        double e = -3.0;   /* shared memory: the host just overwrote b */
        if (dev && i >= 1200 && i < 1800) e = i < 1500 ? 8.0 : 0.5 * i + 1.0;
        if (b[i] != e) { printf("FAIL: b[%d] = %g, expected %g\n", i, b[i], e); return 1; }
    }
    acc_delete(a, sizeof(a));
    acc_delete(b, sizeof(b));
    printf("PASS\n");
    return 0;
}
