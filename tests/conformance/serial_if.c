/* Covers: `if` clause on the serial construct (OpenACC 3.3 sec. 2.5.2, 2.5.6): if(true) runs on the current device, if(false) runs on the local thread (acc_on_device(acc_device_host) inside), with constant and run-time conditions; results are right either way, and an if(false) region uses local memory, not the device copy of present data. */
#include <stdio.h>
#include <openacc.h>

#define N 30000
static int a[N], b[N], x[N];
static unsigned int seed = 0x1F0C0DE5u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int run(int dev, int cond, int mul)
{
    for (int i = 0; i < N; i++) b[i] = -1;
    int nothost = -1, host = -1;
#pragma acc serial if(cond) copyin(a) copyout(b) copy(nothost, host)
    {
        nothost = acc_on_device(acc_device_not_host);
        host = acc_on_device(acc_device_host);
#pragma acc loop
        for (int i = 0; i < N; i++) b[i] = a[i] * mul + i;
    }
    for (int i = 0; i < N; i++)
        if (b[i] != a[i] * mul + i) { printf("FAIL (if(%d)): b[%d] = %d, expected %d\n", cond, i, b[i], a[i] * mul + i); return 1; }
    int exp_dev = cond ? dev : 0;
    if (nothost != exp_dev || host != !exp_dev) {
        printf("FAIL (if(%d)): inside the region acc_on_device(not_host) = %d, acc_on_device(host) = %d; expected %d, %d\n", cond, nothost, host, exp_dev, !exp_dev);
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

    /* constant conditions written as expressions */
    for (int i = 0; i < N; i++) b[i] = -1;
#pragma acc serial if(0) copyin(a) copyout(b)
    {
#pragma acc loop
        for (int i = 0; i < N; i++) b[i] = a[i] - 1;
    }
    for (int i = 0; i < N; i++)
        if (b[i] != a[i] - 1) { printf("FAIL (if(0)): b[%d] = %d, expected %d\n", i, b[i], a[i] - 1); return 1; }

    /* if(false) inside a data region: the region runs on the host with host
       memory; the device copy of x is untouched and the copy-out at the end of
       the data region brings it back (separate memory); with shared memory the
       host update is what remains */
    for (int i = 0; i < N; i++) x[i] = a[i];
    volatile int f = 0;
#pragma acc data copy(x)
    {
#pragma acc serial if(f) present(x)
        {
#pragma acc loop
            for (int i = 0; i < N; i++) x[i] += 100;
        }
    }
    for (int i = 0; i < N; i++) {
        int e = dev ? a[i] : a[i] + 100;
        if (x[i] != e) { printf("FAIL (if(false) in data region): x[%d] = %d, expected %d\n", i, x[i], e); return 1; }
    }
    /* the same with if(true): the device copy is updated and copied out */
    for (int i = 0; i < N; i++) x[i] = a[i];
    volatile int t = 1;
#pragma acc data copy(x)
    {
#pragma acc serial if(t) present(x)
        {
#pragma acc loop
            for (int i = 0; i < N; i++) x[i] += 100;
        }
    }
    for (int i = 0; i < N; i++)
        if (x[i] != a[i] + 100) { printf("FAIL (if(true) in data region): x[%d] = %d, expected %d\n", i, x[i], a[i] + 100); return 1; }
    printf("PASS\n");
    return 0;
}
