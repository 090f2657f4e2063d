/* Covers: the init directive + device_type clause (OpenACC 3.3 sec. 2.14.1, 2.3.1): `init device_type(nvidia)` / `init device_type(host)` for the device type in use initializes it and leaves compute constructs working there; per the ICV table (sec. 2.3.1) init device_type sets acc-current-device-type-var, so `init device_type(host)` makes host the current device type (compute constructs then run on the host) until the type is set back. */
#include <stdio.h>
#include <openacc.h>

#define N 20000
static int a[N], in[N];
static unsigned int seed = 0x1D1D1D1Du;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int round_trip(int k)
{
    for (int i = 0; i < N; i++) a[i] = -1;
#pragma acc parallel loop copyin(in) copyout(a)
    for (int i = 0; i < N; i++) a[i] = in[i] * k - i;
    for (int i = 0; i < N; i++) if (a[i] != in[i] * k - i) { printf("FAIL (k = %d): a[%d] = %d, expected %d\n", k, i, a[i], in[i] * k - i); return 1; }
    return 0;
}

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    for (int i = 0; i < N; i++) in[i] = (int)(xrand() % 10000u);

    acc_device_t t0 = acc_get_device_type();
    if (dev) {
#pragma acc init device_type(nvidia)
    } else {
#pragma acc init device_type(host)
    }
    if (acc_get_device_type() != t0) { printf("FAIL: init of the current device type changed it (%d -> %d)\n", (int)t0, (int)acc_get_device_type()); return 1; }
    int dev2 = -1;
#pragma acc serial copyout(dev2)
    dev2 = acc_on_device(acc_device_not_host);
    if (dev2 != dev) { printf("FAIL: regions moved from the %s to the %s after init\n", dev ? "device" : "host", dev2 ? "device" : "host"); return 1; }
    if (round_trip(3)) return 1;

    /* init device_type(host) sets the current device type to host */
#pragma acc init device_type(host)
    if (acc_get_device_type() != acc_device_host) { printf("FAIL: acc_get_device_type() = %d after init device_type(host), expected acc_device_host\n", (int)acc_get_device_type()); return 1; }
    int onhost = 0;
#pragma acc serial copyout(onhost)
    onhost = acc_on_device(acc_device_host);
    if (!onhost) { printf("FAIL: compute construct did not run on the host after init device_type(host)\n"); return 1; }
    if (round_trip(-5)) return 1;
    acc_set_device_type(t0);
    int dev3 = -1;
#pragma acc serial copyout(dev3)
    dev3 = acc_on_device(acc_device_not_host);
    if (dev3 != dev) { printf("FAIL: regions do not run on the %s again after acc_set_device_type\n", dev ? "device" : "host"); return 1; }
    if (round_trip(7)) return 1;
    printf("PASS\n");
    return 0;
}
