/* Covers: `copy` clause on the combined serial loop construct (OpenACC 3.3 sec. 2.11, 2.7.6): a whole array, a section with a lower bound (elements outside keep their host values) and a heap section are copied in and back out; data already present is neither copied in nor out. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

#define N 40000
static int a[N], b[N], x[N];
static unsigned int seed = 0xC0B1C0B2u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 50000u); b[i] = (int)(xrand() % 50000u); }
    static int b0[N];
    for (int i = 0; i < N; i++) b0[i] = b[i];

#pragma acc serial loop copy(b, a)
    for (int i = 0; i < N; i++) b[i] = 2 * b[i] + a[i];
    for (int i = 0; i < N; i++)
        if (b[i] != 2 * b0[i] + a[i]) { printf("FAIL (copy(b, a)): b[%d] = %d, expected %d\n", i, b[i], 2 * b0[i] + a[i]); return 1; }

    for (int i = 0; i < N; i++) b[i] = b0[i];
    const int lo = 1000, len = 25000;
#pragma acc serial loop copy(b[lo:len], a[lo:len])
    for (int i = lo; i < lo + len; i++) b[i] -= a[i];
    for (int i = 0; i < N; i++) {
        int e = (i >= lo && i < lo + len) ? b0[i] - a[i] : b0[i];
        if (b[i] != e) { printf("FAIL (copy(b[lo:len])): b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }

    int *p = (int *)malloc(N * sizeof(int));
    for (int i = 0; i < N; i++) p[i] = a[i];
#pragma acc serial loop copy(p[0:N])
    for (int i = 0; i < N; i++) p[i] = p[i] * 3 - i;
    for (int i = 0; i < N; i++)
        if (p[i] != a[i] * 3 - i) { printf("FAIL (copy(p[0:N])): p[%d] = %d, expected %d\n", i, p[i], a[i] * 3 - i); return 1; }
    free(p);

    /* already present: no copy in or out at the construct */
    for (int i = 0; i < N; i++) x[i] = a[i];
    int bad = -1, got = 0;
#pragma acc data copyin(x)
    {
        for (int i = 0; i < N; i++) x[i] = -5;        /* host only (separate memory) */
#pragma acc serial loop copy(x)
        for (int i = 0; i < N; i++) x[i] += 1;
        for (int i = 0; i < N && bad < 0; i++)
            if (x[i] != (dev ? -5 : -4)) { bad = i; got = x[i]; }
#pragma acc update self(x)
    }
    if (bad >= 0) { printf("FAIL (copy of present data): host x[%d] = %d after the construct, expected %d\n", bad, got, dev ? -5 : -4); return 1; }
    for (int i = 0; i < N; i++) {
        int e = dev ? a[i] + 1 : -4;
        if (x[i] != e) { printf("FAIL (copy of present data): device x[%d] = %d, expected %d\n", i, x[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
