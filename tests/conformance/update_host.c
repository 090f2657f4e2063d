/* Covers: update directive + host clause (OpenACC 3.3 sec. 2.14.4; host is a synonym of self): device results reach the host by `update host(...)` inside an enter/exit data lifetime. */
#include <stdio.h>
#include <openacc.h>

#define N 5000
static double a[N], a0[N];
static unsigned int seed = 0x40574057u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    for (int i = 0; i < N; i++) a[i] = a0[i] = (double)(xrand() % 100000u) / 16.0;
#pragma acc enter data copyin(a)
#pragma acc parallel loop present(a)
    for (int i = 0; i < N; i++) a[i] = a[i] * 4.0 + 1.0;
    if (dev) for (int i = 0; i < N; i++) if (a[i] != a0[i]) { printf("FAIL: host a[%d] changed before update host\n", i); return 1; }
#pragma acc update host(a)
    for (int i = 0; i < N; i++) if (a[i] != a0[i] * 4.0 + 1.0) { printf("FAIL: a[%d] = %.17g after update host, expected %.17g\n", i, a[i], a0[i] * 4.0 + 1.0); return 1; }
#pragma acc exit data delete(a)
    printf("PASS\n");
    return 0;
}
