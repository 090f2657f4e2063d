/* Covers: `copyout` clause on the combined parallel loop construct (OpenACC 3.3 sec. 2.11, 2.7.8): a whole array, a section with a lower bound (elements outside keep their host values) and a heap section are copied back at the end; data already present is not copied out by the construct. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

#define N 40000
static int a[N], b[N], x[N];
static unsigned int seed = 0xC0B10078u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    for (int i = 0; i < N; i++) a[i] = (int)(xrand() % 50000u);

    for (int i = 0; i < N; i++) b[i] = -1;
#pragma acc parallel loop copyin(a) copyout(b)
    for (int i = 0; i < N; i++) b[i] = a[i] ^ (i * 3);
    for (int i = 0; i < N; i++)
        if (b[i] != (a[i] ^ (i * 3))) { printf("FAIL (copyout(b)): b[%d] = %d, expected %d\n", i, b[i], a[i] ^ (i * 3)); return 1; }

    const int lo = 777, len = 30000;
    for (int i = 0; i < N; i++) b[i] = -i;
#pragma acc parallel loop copyin(a) copyout(b[lo:len])
    for (int i = lo; i < lo + len; i++) b[i] = a[i] + 1;
    for (int i = 0; i < N; i++) {
        int e = (i >= lo && i < lo + len) ? a[i] + 1 : -i;
        if (b[i] != e) { printf("FAIL (copyout(b[lo:len])): b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }

    double *p = (double *)malloc(N * sizeof(double));
    for (int i = 0; i < N; i++) p[i] = -1.0;
#pragma acc parallel loop copyin(a) copyout(p[0:N])
    for (int i = 0; i < N; i++) p[i] = a[i] * 0.5;
    for (int i = 0; i < N; i++)
        if (p[i] != a[i] * 0.5) { printf("FAIL (copyout(p[0:N])): p[%d] = %g, expected %g\n", i, p[i], a[i] * 0.5); return 1; }
    free(p);

    for (int i = 0; i < N; i++) x[i] = a[i];
    int bad = -1, got = 0;
#pragma acc data copyin(x)
    {
#pragma acc parallel loop copyout(x)
        for (int i = 0; i < N; i++) x[i] = x[i] * 2 + 1;
        for (int i = 0; i < N && bad < 0; i++)
            if (x[i] != (dev ? a[i] : a[i] * 2 + 1)) { bad = i; got = x[i]; }
#pragma acc update self(x)
    }
    if (bad >= 0) { printf("FAIL (copyout of present data): host x[%d] = %d after the construct, expected %d\n", bad, got, dev ? a[bad] : a[bad] * 2 + 1); return 1; }
    for (int i = 0; i < N; i++)
        if (x[i] != a[i] * 2 + 1) { printf("FAIL (copyout of present data): device x[%d] = %d, expected %d\n", i, x[i], a[i] * 2 + 1); return 1; }
    printf("PASS\n");
    return 0;
}
