/* Covers: `copyin` clause on the combined serial loop construct (OpenACC 3.3 sec. 2.11, 2.7.7): arrays, a heap section and a scalar are copied to the device; a copyin array written in the loop is not copied back when memory is separate; data already present is not copied in again. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

#define N 40000
static int a[N], b[N], x[N], y[N];
static unsigned int seed = 0xC0B1A002u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    for (int i = 0; i < N; i++) a[i] = (int)(xrand() % 50000u) - 25000;

    int k = 7;
    int *p = (int *)malloc(N * sizeof(int));
    for (int i = 0; i < N; i++) { p[i] = i % 13; b[i] = -1; }
#pragma acc serial loop copyin(a, k, p[0:N]) copyout(b)
    for (int i = 0; i < N; i++) b[i] = a[i] * k + p[i];
    for (int i = 0; i < N; i++)
        if (b[i] != a[i] * 7 + i % 13) { printf("FAIL (copyin(a, k, p[0:N])): b[%d] = %d, expected %d\n", i, b[i], a[i] * 7 + i % 13); return 1; }
    free(p);

    for (int i = 0; i < N; i++) { x[i] = a[i]; y[i] = -1; }
#pragma acc serial loop copyin(x) copyout(y)
    for (int i = 0; i < N; i++) { x[i] += 1; y[i] = x[i] * 2; }
    for (int i = 0; i < N; i++) {
        int ex = dev ? a[i] : a[i] + 1;
        if (y[i] != (a[i] + 1) * 2) { printf("FAIL (copyin written in loop): y[%d] = %d, expected %d\n", i, y[i], (a[i] + 1) * 2); return 1; }
        if (x[i] != ex) { printf("FAIL (copyin not copied back): x[%d] = %d, expected %d\n", i, x[i], ex); return 1; }
    }

    for (int i = 0; i < N; i++) { x[i] = a[i]; y[i] = -1; }
#pragma acc data copyin(x)
    {
        for (int i = 0; i < N; i++) x[i] = 9;          /* host only (separate memory) */
#pragma acc serial loop copyin(x) copyout(y)
        for (int i = 0; i < N; i++) y[i] = x[i] + 1;
    }
    for (int i = 0; i < N; i++) {
        int e = dev ? a[i] + 1 : 10;
        if (y[i] != e) { printf("FAIL (copyin of present data): y[%d] = %d, expected %d\n", i, y[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
