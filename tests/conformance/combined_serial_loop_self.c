/* Covers: `self` clause on the combined serial loop construct (OpenACC 3.3 sec. 2.11, 2.5.7): with self or a true condition every iteration runs on the local device (acc_on_device(acc_device_host)), with a false one on the current device; results are right either way; a self loop inside a data region leaves the device copy untouched. */
#include <stdio.h>
#include <openacc.h>

#define N 20000
static int a[N], b[N], w[N], x[N];
static unsigned int seed = 0x5E1F5E20u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int run(int dev, int cond, int mul)
{
    for (int i = 0; i < N; i++) { b[i] = -1; w[i] = -1; }
#pragma acc serial loop self(cond) copyin(a) copyout(b, w)
    for (int i = 0; i < N; i++) { b[i] = a[i] * mul + i; w[i] = acc_on_device(acc_device_not_host); }
    int ew = cond ? 0 : dev;
    for (int i = 0; i < N; i++) {
        if (b[i] != a[i] * mul + i) { printf("FAIL (self(%d)): b[%d] = %d, expected %d\n", cond, i, b[i], a[i] * mul + i); return 1; }
        if (w[i] != ew) { printf("FAIL (self(%d)): iteration %d saw acc_on_device(not_host) = %d, expected %d\n", cond, i, w[i], ew); return 1; }
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
    volatile int f = 1;
#pragma acc data copy(x)
    {
#pragma acc serial loop self(f) present(x)
        for (int i = 0; i < N; i++) x[i] += 100;
    }
    for (int i = 0; i < N; i++) {
        int e = dev ? a[i] : a[i] + 100;
        if (x[i] != e) { printf("FAIL (self(true) in data region): x[%d] = %d, expected %d\n", i, x[i], e); return 1; }
    }
    for (int i = 0; i < N; i++) { b[i] = -1; w[i] = -1; }
#pragma acc serial loop self copyin(a) copyout(b, w)
    for (int i = 0; i < N; i++) { b[i] = a[i] - i; w[i] = acc_on_device(acc_device_host); }
    for (int i = 0; i < N; i++)
        if (b[i] != a[i] - i || w[i] != 1) { printf("FAIL (self): b[%d] = %d (expected %d), acc_on_device(host) = %d (expected 1)\n", i, b[i], a[i] - i, w[i]); return 1; }
    printf("PASS\n");
    return 0;
}
