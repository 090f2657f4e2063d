/* Covers: `self` clause on the kernels construct (OpenACC 3.3 sec. 2.5.3, 2.5.7; new in 2.7): self and self(true) run the region on the local device (acc_on_device(acc_device_host) inside), self(false) on the current device; constant and run-time conditions; a self region uses local memory, not the device copy of present data. */
#include <stdio.h>
#include <openacc.h>

#define N 30000
static int a[N], b[N], x[N];
static unsigned int seed = 0x5E1F5E1Fu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int run(int dev, int cond, int mul)
{
    for (int i = 0; i < N; i++) b[i] = -1;
    int nothost = -1, host = -1;
#pragma acc kernels self(cond) copyin(a) copyout(b) copy(nothost, host)
    {
        nothost = acc_on_device(acc_device_not_host);
        host = acc_on_device(acc_device_host);
        for (int i = 0; i < N; i++) b[i] = a[i] * mul - i;
    }
    for (int i = 0; i < N; i++)
        if (b[i] != a[i] * mul - i) { printf("FAIL (self(%d)): b[%d] = %d, expected %d\n", cond, i, b[i], a[i] * mul - i); return 1; }
    int exp_dev = cond ? 0 : dev;
    if (nothost != exp_dev || host != !exp_dev) {
        printf("FAIL (self(%d)): inside the region acc_on_device(not_host) = %d, acc_on_device(host) = %d; expected %d, %d\n", cond, nothost, host, exp_dev, !exp_dev);
        return 1;
    }
    return 0;
}

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    for (int i = 0; i < N; i++) a[i] = (int)(xrand() % 30000u);

    if (run(dev, 1, 3) || run(dev, 0, 5)) return 1;
    volatile int n = N;
    if (run(dev, n > 1000, 7) || run(dev, n < 1000, 9)) return 1;

    /* self with no condition: the local device */
    for (int i = 0; i < N; i++) b[i] = -1;
    int host = -1;
#pragma acc kernels self copyin(a) copyout(b) copy(host)
    {
        host = acc_on_device(acc_device_host);
        for (int i = 0; i < N; i++) b[i] = a[i] + 11;
    }
    for (int i = 0; i < N; i++)
        if (b[i] != a[i] + 11) { printf("FAIL (self): b[%d] = %d, expected %d\n", i, b[i], a[i] + 11); return 1; }
    if (host != 1) { printf("FAIL (self): acc_on_device(acc_device_host) = %d inside, expected 1\n", host); return 1; }

    /* self inside a data region: the region works on local memory; the device
       copy of x is untouched and comes back at the end of the data region
       (separate memory); with shared memory the host update remains */
    for (int i = 0; i < N; i++) x[i] = a[i];
#pragma acc data copy(x)
    {
#pragma acc kernels self present(x)
        {
            for (int i = 0; i < N; i++) x[i] += 100;
        }
    }
    for (int i = 0; i < N; i++) {
        int e = dev ? a[i] : a[i] + 100;
        if (x[i] != e) { printf("FAIL (self in data region): x[%d] = %d, expected %d\n", i, x[i], e); return 1; }
    }
    /* self(false) inside a data region updates the device copy */
    for (int i = 0; i < N; i++) x[i] = a[i];
    volatile int f = 0;
#pragma acc data copy(x)
    {
#pragma acc kernels self(f) present(x)
        {
            for (int i = 0; i < N; i++) x[i] += 100;
        }
    }
    for (int i = 0; i < N; i++)
        if (x[i] != a[i] + 100) { printf("FAIL (self(false) in data region): x[%d] = %d, expected %d\n", i, x[i], a[i] + 100); return 1; }
    printf("PASS\n");
    return 0;
}
