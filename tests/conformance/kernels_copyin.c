/* Covers: `copyin` clause on the kernels construct (OpenACC 3.3 sec. 2.5.3, 2.7.7): arrays (whole, section with lower bound) and a scalar are copied to the device; device-side writes to copyin data are not copied back when memory is separate; data already present is not copied in again. */
#include <stdio.h>
#include <openacc.h>

#define N 40000
static int a[N], b[N], x[N], y[N];
static unsigned int seed = 0xC0B1A001u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    for (int i = 0; i < N; i++) a[i] = (int)(xrand() % 50000u) - 25000;

    /* whole array and a scalar */
    int k = 7;
    for (int i = 0; i < N; i++) b[i] = -1;
#pragma acc kernels copyin(a, k) copyout(b)
    {
        for (int i = 0; i < N; i++) b[i] = a[i] * k + 3;
    }
    for (int i = 0; i < N; i++)
        if (b[i] != a[i] * 7 + 3) { printf("FAIL (copyin(a, k)): b[%d] = %d, expected %d\n", i, b[i], a[i] * 7 + 3); return 1; }

    /* a section with a lower bound */
    const int lo = 3001, len = 20000;
    for (int i = 0; i < N; i++) b[i] = -1;
#pragma acc kernels copyin(a[lo:len]) copy(b[lo:len])
    {
        for (int i = lo; i < lo + len; i++) b[i] = a[i] - i;
    }
    for (int i = 0; i < N; i++) {
        int e = (i >= lo && i < lo + len) ? a[i] - i : -1;
        if (b[i] != e) { printf("FAIL (copyin(a[lo:len])): b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }

    /* the region writes its copyin array: not copied back with separate memory */
    for (int i = 0; i < N; i++) { x[i] = a[i]; y[i] = -1; }
#pragma acc kernels copyin(x) copyout(y)
    {
        for (int i = 0; i < N; i++) { x[i] += 1; y[i] = x[i] * 2; }
    }
    for (int i = 0; i < N; i++) {
        int ex = dev ? a[i] : a[i] + 1;
        if (y[i] != (a[i] + 1) * 2) { printf("FAIL (copyin written in region): y[%d] = %d, expected %d\n", i, y[i], (a[i] + 1) * 2); return 1; }
        if (x[i] != ex) { printf("FAIL (copyin not copied back): x[%d] = %d, expected %d\n", i, x[i], ex); return 1; }
    }

    /* already present: no new copy-in, so the region sees the device values */
    for (int i = 0; i < N; i++) { x[i] = a[i]; y[i] = -1; }
#pragma acc data copyin(x)
    {
        for (int i = 0; i < N; i++) x[i] = 9;         /* host only (separate memory) */
#pragma acc kernels copyin(x) copyout(y)
        {
            for (int i = 0; i < N; i++) y[i] = x[i] + 1;
        }
    }
    for (int i = 0; i < N; i++) {
        int e = dev ? a[i] + 1 : 10;
        if (y[i] != e) { printf("FAIL (copyin of present data): y[%d] = %d, expected %d\n", i, y[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
