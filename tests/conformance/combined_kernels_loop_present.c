/* Covers: `present` clause on the combined kernels loop construct (OpenACC 3.3 sec. 2.11, 2.7.5): data made present by a data construct and by enter data (a heap section) is used through its device copy, two loops communicate through a device-only array, and nothing is copied at the construct. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

#define N 30000
static int a[N], b[N], t[N];
static unsigned int seed = 0x9E5E7701u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 40000u); b[i] = -1; t[i] = -1; }

#pragma acc data copyin(a) create(t) copyout(b)
    {
        for (int i = 0; i < N; i++) a[i] += 1000000;    /* host only (separate memory) */
#pragma acc kernels loop present(a, t)
        for (int i = 0; i < N; i++) t[i] = a[i] * 2;
#pragma acc kernels loop present(t, b)
        for (int i = 0; i < N; i++) b[i] = t[N - 1 - i] + 1;
    }
    for (int i = 0; i < N; i++) a[i] -= 1000000;
    for (int i = 0; i < N; i++) {
        int src = dev ? a[N - 1 - i] : a[N - 1 - i] + 1000000;
        if (b[i] != src * 2 + 1) { printf("FAIL (present): b[%d] = %d, expected %d\n", i, b[i], src * 2 + 1); return 1; }
    }

    int *p = (int *)malloc(N * sizeof(int));
    for (int i = 0; i < N; i++) p[i] = a[i];
#pragma acc enter data copyin(p[0:N])
#pragma acc kernels loop present(p[0:N])
    for (int i = 0; i < N; i++) p[i] = p[i] * 5 - i;
#pragma acc exit data copyout(p[0:N])
    for (int i = 0; i < N; i++)
        if (p[i] != a[i] * 5 - i) { printf("FAIL (present(p[0:N])): p[%d] = %d, expected %d\n", i, p[i], a[i] * 5 - i); return 1; }
    free(p);
    printf("PASS\n");
    return 0;
}
