/* Covers: the `init`, `set device_num(0)` and `shutdown` directives: a compute region works after init + set, the device number reads back as 0, and after shutdown a second init lets regions run again. */
#include <stdio.h>
#include <openacc.h>

#define N 60000
static int a[N], orig[N];
static unsigned int seed = 0x0BADF00Du;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int round_trip(int k)
{
    for (int i = 0; i < N; i++) a[i] = orig[i];
#pragma acc parallel loop copy(a[0:N])
    for (int i = 0; i < N; i++)
        a[i] = a[i] * k + i;
    for (int i = 0; i < N; i++)
        if (a[i] != orig[i] * k + i) { printf("FAIL (k = %d): a[%d] = %d, expected %d\n", k, i, a[i], orig[i] * k + i); return 1; }
    return 0;
}

int main(void)
{
    for (int i = 0; i < N; i++) orig[i] = (int)(xrand() % 20000u) - 10000;
#pragma acc init
#pragma acc set device_num(0)
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    if (dev && acc_get_device_num(acc_device_not_host) != 0) {
        printf("FAIL: acc_get_device_num = %d after set device_num(0)\n", acc_get_device_num(acc_device_not_host));
        return 1;
    }
    if (round_trip(3)) return 1;
#pragma acc shutdown
    /* host code is unaffected by the shutdown */
    if (!acc_on_device(acc_device_host)) { printf("FAIL: acc_on_device(acc_device_host) false after shutdown\n"); return 1; }
#pragma acc init
    int dev2 = -1;
#pragma acc serial copyout(dev2)
    dev2 = acc_on_device(acc_device_not_host);
    if (dev2 != dev) { printf("FAIL: regions ran on the %s before shutdown and on the %s after init\n", dev ? "device" : "host", dev2 ? "device" : "host"); return 1; }
    if (round_trip(-7)) return 1;
#pragma acc shutdown
    printf("PASS\n");
    return 0;
}
