/* Covers: the shutdown directive + device_type and device_num clauses (OpenACC 3.3 sec. 2.14.2): shutting down the device type in use (and its device 0), then re-initializing it with init device_type(...) device_num(0), leaves compute constructs working on it. */
#include <stdio.h>
#include <openacc.h>

#define N 30000
static int a[N], in[N];
static unsigned int seed = 0x5E5E5E5Eu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int work(int k)
{
    for (int i = 0; i < N; i++) a[i] = -1;
#pragma acc parallel loop copyin(in) copyout(a)
    for (int i = 0; i < N; i++) a[i] = in[i] - k;
    for (int i = 0; i < N; i++) if (a[i] != in[i] - k) { printf("FAIL (k = %d): a[%d] = %d, expected %d\n", k, i, a[i], in[i] - k); return 1; }
    return 0;
}

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    for (int i = 0; i < N; i++) in[i] = (int)(xrand() % 10000u);
    if (work(1)) return 1;
    if (dev) {
#pragma acc shutdown device_type(nvidia)
#pragma acc init device_type(nvidia)
    } else {
#pragma acc shutdown device_type(host)
#pragma acc init device_type(host)
    }
    if (work(2)) return 1;
    if (dev) {
#pragma acc shutdown device_type(nvidia) device_num(0)
#pragma acc init device_type(nvidia) device_num(0)
    } else {
#pragma acc shutdown device_type(host) device_num(0)
#pragma acc init device_type(host) device_num(0)
    }
    int dev2 = -1;
#pragma acc serial copyout(dev2)
    dev2 = acc_on_device(acc_device_not_host);
    if (dev2 != dev) { printf("FAIL: regions moved from the %s to the %s\n", dev ? "device" : "host", dev2 ? "device" : "host"); return 1; }
    if (work(3)) return 1;
    printf("PASS\n");
    return 0;
}
