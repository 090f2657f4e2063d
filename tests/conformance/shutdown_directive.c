/* Covers: the shutdown directive (OpenACC 3.3 sec. 2.14.2): after all device data is released, `shutdown` disconnects the current device; host code keeps working; a later `init` reconnects and compute constructs and data directives run on the same kind of device as before. */
#include <stdio.h>
#include <openacc.h>

#define N 30000
static int a[N], in[N];
static unsigned int seed = 0x5D5D5D5Du;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int work(int k)
{
    for (int i = 0; i < N; i++) a[i] = -1;
#pragma acc enter data copyin(in) create(a)
#pragma acc parallel loop present(in, a)
    for (int i = 0; i < N; i++) a[i] = in[i] * k + 1;
#pragma acc exit data copyout(a) delete(in)
    for (int i = 0; i < N; i++) if (a[i] != in[i] * k + 1) { printf("FAIL (k = %d): a[%d] = %d, expected %d\n", k, i, a[i], in[i] * k + 1); return 1; }
    return 0;
}

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    for (int i = 0; i < N; i++) in[i] = (int)(xrand() % 10000u);
    if (work(2)) return 1;
#pragma acc shutdown
    if (!acc_on_device(acc_device_host)) { printf("FAIL: host code reports it is not on the host after shutdown\n"); return 1; }
#pragma acc init
    int dev2 = -1;
#pragma acc serial copyout(dev2)
    dev2 = acc_on_device(acc_device_not_host);
    if (dev2 != dev) { printf("FAIL: regions ran on the %s before shutdown and on the %s after init\n", dev ? "device" : "host", dev2 ? "device" : "host"); return 1; }
    if (work(-3)) return 1;
#pragma acc shutdown
    printf("PASS\n");
    return 0;
}
