/* Covers: `host_data use_device(a)` inside a data region: the block sees the device address of `a` (acc_deviceptr(a)) on a device and the host address in host fallback; interior addresses keep their offset; the recorded address works with `deviceptr`. */
#include <stdio.h>
#include <openacc.h>

#define N 40000
static float a[N], orig[N];
static unsigned int seed = 0x1234ABCDu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static float *seen, *seen_interior;
static int calls;

/* stands for a CUDA library call that takes a device address */
static void record(float *p, float *interior)
{
    seen = p;
    seen_interior = interior;
    calls++;
}

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    for (int i = 0; i < N; i++) a[i] = orig[i] = (float)(xrand() % 4096u) / 16.0f;
    void *expect = NULL;
#pragma acc data copy(a[0:N])
    {
        expect = acc_deviceptr(a);
#pragma acc host_data use_device(a)
        {
            record(a, &a[123]);
        }
        float *d = seen;
#pragma acc parallel loop deviceptr(d)
        for (int i = 0; i < N; i++)
            d[i] = d[i] * 2.0f + 1.0f;
    }
    if (calls != 1) { printf("FAIL: the host_data block ran %d times, expected 1\n", calls); return 1; }
    if (!expect) { printf("FAIL: acc_deviceptr(a) is NULL inside the data region\n"); return 1; }
    if ((void *)seen != expect) { printf("FAIL: use_device(a) gave %p, acc_deviceptr(a) = %p\n", (void *)seen, expect); return 1; }
    if (dev && (void *)seen == (void *)a) { printf("FAIL: use_device(a) gave the host address on a device\n"); return 1; }
    if (!dev && (void *)seen != (void *)a) { printf("FAIL: host fallback: use_device(a) gave %p, expected the host address %p\n", (void *)seen, (void *)a); return 1; }
    if (seen_interior != seen + 123) { printf("FAIL: &a[123] in host_data = %p, expected %p\n", (void *)seen_interior, (void *)(seen + 123)); return 1; }
    for (int i = 0; i < N; i++)
        if (a[i] != orig[i] * 2.0f + 1.0f) { printf("FAIL: a[%d] = %g, expected %g\n", i, a[i], orig[i] * 2.0f + 1.0f); return 1; }
    printf("PASS\n");
    return 0;
}
