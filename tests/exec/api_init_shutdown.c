/* Covers: acc_init / acc_shutdown: explicit init of the device type in use before the first region, regions working after it, shutdown at the end. */
#include <stdio.h>
#include <openacc.h>

#define N 100000
static int a[N];

static int work(int k)
{
    for (int i = 0; i < N; i++) a[i] = i % 1000;
#pragma acc parallel loop copy(a[0:N])
    for (int i = 0; i < N; i++)
        a[i] = a[i] * k - i;
    for (int i = 0; i < N; i++)
        if (a[i] != (i % 1000) * k - i) { printf("FAIL (round %d): a[%d] = %d, expected %d\n", k, i, a[i], (i % 1000) * k - i); return 1; }
    return 0;
}

int main(void)
{
    acc_device_t t = acc_get_num_devices(acc_device_not_host) > 0 ? acc_device_not_host : acc_device_host;
    acc_init(t);   /* explicit initialization before the first region */
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    if (t == acc_device_not_host && !dev) { printf("FAIL: acc_init(acc_device_not_host) done but the region ran on the host\n"); return 1; }
    if (work(2)) return 1;
    if (work(3)) return 1;
    acc_shutdown(t);   /* disconnect; no device data is live at this point */
    /* host code keeps working after the shutdown */
    if (!acc_on_device(acc_device_host)) { printf("FAIL: acc_on_device(acc_device_host) false after acc_shutdown\n"); return 1; }
    printf("PASS\n");
    return 0;
}
