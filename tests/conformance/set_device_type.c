/* Covers: the set directive + device_type clause (OpenACC 3.3 sec. 2.14.3): `set device_type(host)` makes the host the current device type (acc_get_device_type, compute constructs run on the host with shared memory); `set device_type(nvidia)` (when a GPU was in use) switches back, and compute constructs run there again. */
#include <stdio.h>
#include <openacc.h>

#define N 20000
static int a[N], in[N];
static unsigned int seed = 0x5E75E75Eu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int round_trip(int k)
{
    for (int i = 0; i < N; i++) a[i] = -1;
#pragma acc parallel loop copyin(in) copyout(a)
    for (int i = 0; i < N; i++) a[i] = in[i] * k + 7;
    for (int i = 0; i < N; i++) if (a[i] != in[i] * k + 7) { printf("FAIL (k = %d): a[%d] = %d, expected %d\n", k, i, a[i], in[i] * k + 7); return 1; }
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

#pragma acc set device_type(host)
    if (acc_get_device_type() != acc_device_host) { printf("FAIL: acc_get_device_type() = %d after set device_type(host)\n", (int)acc_get_device_type()); return 1; }
    int onhost = 0;
#pragma acc serial copyout(onhost)
    onhost = acc_on_device(acc_device_host);
    if (!onhost) { printf("FAIL: compute construct not on the host after set device_type(host)\n"); return 1; }
    if (round_trip(2)) return 1;

    if (dev) {
#pragma acc set device_type(nvidia)
        if (acc_get_device_type() != acc_device_nvidia) { printf("FAIL: acc_get_device_type() = %d after set device_type(nvidia)\n", (int)acc_get_device_type()); return 1; }
    } else {
        acc_set_device_type(t0);
    }
    int dev2 = -1;
#pragma acc serial copyout(dev2)
    dev2 = acc_on_device(acc_device_not_host);
    if (dev2 != dev) { printf("FAIL: regions do not run on the %s again\n", dev ? "device" : "host"); return 1; }
    if (round_trip(-4)) return 1;
    printf("PASS\n");
    return 0;
}
