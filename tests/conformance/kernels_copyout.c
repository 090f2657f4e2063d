/* Covers: `copyout` clause on the kernels construct (OpenACC 3.3 sec. 2.5.3, 2.7.8): arrays (whole and a section with lower bound; elements outside the section keep their host values) and a scalar are copied back at the end of the region; data already present is not copied out by the construct. */
#include <stdio.h>
#include <openacc.h>

#define N 40000
static int a[N], b[N], x[N];
static unsigned int seed = 0xC0B10077u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    for (int i = 0; i < N; i++) a[i] = (int)(xrand() % 50000u);

    /* whole array */
    for (int i = 0; i < N; i++) b[i] = -1;
#pragma acc kernels copyin(a) copyout(b)
    {
        for (int i = 0; i < N; i++) b[i] = a[i] ^ (i * 3);
    }
    for (int i = 0; i < N; i++)
        if (b[i] != (a[i] ^ (i * 3))) { printf("FAIL (copyout(b)): b[%d] = %d, expected %d\n", i, b[i], a[i] ^ (i * 3)); return 1; }

    /* a section with a lower bound; outside it the host values stay */
    const int lo = 777, len = 30000;
    for (int i = 0; i < N; i++) b[i] = -i;
#pragma acc kernels copyin(a) copyout(b[lo:len])
    {
        for (int i = lo; i < lo + len; i++) b[i] = a[i] + 1;
    }
    for (int i = 0; i < N; i++) {
        int e = (i >= lo && i < lo + len) ? a[i] + 1 : -i;
        if (b[i] != e) { printf("FAIL (copyout(b[lo:len])): b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }

    /* a scalar and a small array written outside any loop */
    int r = -1;
    double d[3] = {-1, -1, -1};
#pragma acc kernels copyin(a) copyout(r, d)
    {
        r = a[5] + a[N - 1];
        d[0] = 0.5; d[1] = a[0] * 0.25; d[2] = -3.0;
    }
    if (r != a[5] + a[N - 1]) { printf("FAIL (copyout(r)): r = %d, expected %d\n", r, a[5] + a[N - 1]); return 1; }
    if (d[0] != 0.5 || d[1] != a[0] * 0.25 || d[2] != -3.0) { printf("FAIL (copyout(d)): d = %g %g %g, expected 0.5 %g -3\n", d[0], d[1], d[2], a[0] * 0.25); return 1; }

    /* already present: the construct does not copy out; the data construct does */
    for (int i = 0; i < N; i++) x[i] = a[i];
    int bad = -1, got = 0;
#pragma acc data copyin(x)
    {
#pragma acc kernels copyout(x)
        {
            for (int i = 0; i < N; i++) x[i] = x[i] * 2 + 1;
        }
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
