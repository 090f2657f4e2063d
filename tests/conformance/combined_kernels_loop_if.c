/* Covers: `if` clause on the combined kernels loop construct (OpenACC 3.3 sec. 2.11, 2.5.6): with a false condition every iteration runs on the local thread (acc_on_device(acc_device_host)), with a true one on the current device; results are right either way; a false condition inside a data region leaves the device copy untouched. */
#include <stdio.h>
#include <openacc.h>

#define N 20000
static int a[N], b[N], w[N], x[N];
static unsigned int seed = 0x1F0C0DE6u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int run(int dev, int cond, int mul)
{
    for (int i = 0; i < N; i++) { b[i] = -1; w[i] = -1; }
#pragma acc kernels loop if(cond) copyin(a) copyout(b, w)
    for (int i = 0; i < N; i++) { b[i] = a[i] * mul + i; w[i] = acc_on_device(acc_device_not_host); }
    int ew = cond ? dev : 0;
    for (int i = 0; i < N; i++) {
        if (b[i] != a[i] * mul + i) { printf("FAIL (if(%d)): b[%d] = %d, expected %d\n", cond, i, b[i], a[i] * mul + i); return 1; }
        if (w[i] != ew) { printf("FAIL (if(%d)): iteration %d saw acc_on_device(not_host) = %d, expected %d\n", cond, i, w[i], ew); return 1; }
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
    volatile int n = N;
    if (run(dev, 1, 3) || run(dev, 0, 5) || run(dev, n > 10, 7) || run(dev, n < 10, 9)) return 1;

    for (int i = 0; i < N; i++) x[i] = a[i];
    volatile int f = 0;
#pragma acc data copy(x)
    {
#pragma acc kernels loop if(f) present(x)
        for (int i = 0; i < N; i++) x[i] += 100;
    }
    for (int i = 0; i < N; i++) {
        int e = dev ? a[i] : a[i] + 100;
        if (x[i] != e) { printf("FAIL (if(false) in data region): x[%d] = %d, expected %d\n", i, x[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
