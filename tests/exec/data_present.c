/* Covers: `present` clause in a function called inside a data region; the region must use the device copy made at data entry (host writes after entry are not seen on a device). */
#include <stdio.h>
#include <openacc.h>

#define N 300000
static int a[N], b[N], orig[N];
static unsigned int seed = 0x9A9A9A9Au;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static void compute(const int *x, int *y, int n)
{
#pragma acc parallel loop present(x[0:n], y[0:n])
    for (int i = 0; i < n; i++)
        y[i] = x[i] * 4 - 1;
}

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    for (int i = 0; i < N; i++) { a[i] = orig[i] = (int)(xrand() % 100000u); b[i] = -1; }
#pragma acc data copyin(a[0:N]) copyout(b[0:N])
    {
        for (int i = 0; i < N; i++) a[i] = -5;   /* host-only change after the copyin */
        compute(a, b, N);
    }
    for (int i = 0; i < N; i++) {
        int e = dev ? orig[i] * 4 - 1 : -21;
        if (b[i] != e) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
