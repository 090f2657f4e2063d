/* Covers: acc_get_num_devices for host, not_host, nvidia and default; consistency with where compute regions actually run. */
#include <stdio.h>
#include <openacc.h>

int main(void)
{
    int nhost = acc_get_num_devices(acc_device_host);
    int nnot = acc_get_num_devices(acc_device_not_host);
    int nnv = acc_get_num_devices(acc_device_nvidia);
    printf("devices: host=%d not_host=%d nvidia=%d\n", nhost, nnot, nnv);
    if (nhost < 1) { printf("FAIL: acc_get_num_devices(acc_device_host) = %d, expected >= 1\n", nhost); return 1; }
    if (nnot < 0 || nnv < 0) { printf("FAIL: negative device count\n"); return 1; }
    if (nnv > nnot) { printf("FAIL: nvidia count %d exceeds not_host count %d\n", nnv, nnot); return 1; }
    int dev = -1;
    int a[64];
    for (int i = 0; i < 64; i++) a[i] = -1;
#pragma acc parallel loop copyout(a[0:64]) copy(dev)
    for (int i = 0; i < 64; i++) {
        a[i] = i * i;
        if (i == 0) dev = acc_on_device(acc_device_not_host);
    }
    for (int i = 0; i < 64; i++)
        if (a[i] != i * i) { printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], i * i); return 1; }
    printf("region ran on the %s\n", dev ? "device" : "host");
    if (dev && nnot < 1) { printf("FAIL: region ran on a device but acc_get_num_devices(acc_device_not_host) = 0\n"); return 1; }
    if (dev != 0 && dev != 1) { printf("FAIL: acc_on_device returned %d\n", dev); return 1; }
    printf("PASS\n");
    return 0;
}
