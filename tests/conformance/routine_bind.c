/* Covers: routine bind(name) and bind("string") (OpenACC 3.3 sec. 2.15.1: on the device, a call to the procedure calls the named device procedure instead; compute regions that run on the host call the procedure itself), for seq routines; the expected values depend on where compute regions run. */
#include <stdio.h>
#include <openacc.h>

#define N 1500
static int a[N], b[N], c[N], d[N];
static unsigned int seed = 0xB1DB1DB1u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

#pragma acc routine seq
int dev_scale(int v) { return v * 3 + 1000; }

#pragma acc routine seq
int dev_shift(int v) { return v - 77; }

#pragma acc routine seq bind(dev_scale)
int scale(int v) { return v * 2; }

#pragma acc routine seq bind("dev_shift")
int shift(int v) { return v + 5; }

int main(void)
{
    int bad = 0, dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device" : "host fallback");

    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 2001u) - 1000; b[i] = c[i] = d[i] = -1; }

#pragma acc parallel loop copyin(a) copyout(b, c)
    for (int i = 0; i < N; i++) { b[i] = scale(a[i]); c[i] = shift(a[i]); }

#pragma acc kernels copyin(a) copyout(d)
    {
#pragma acc loop independent
        for (int i = 0; i < N; i++) d[i] = scale(a[i]) + shift(i);
    }

    for (int i = 0; i < N; i++) {
        int eb = dev ? a[i] * 3 + 1000 : a[i] * 2;
        int ec = dev ? a[i] - 77 : a[i] + 5;
        int ed = eb + (dev ? i - 77 : i + 5);
        if (b[i] != eb && bad++ < 10) printf("bind(name): b[%d] = %d, expected %d\n", i, b[i], eb);
        if (c[i] != ec && bad++ < 10) printf("bind(\"string\"): c[%d] = %d, expected %d\n", i, c[i], ec);
        if (d[i] != ed && bad++ < 10) printf("bind in kernels: d[%d] = %d, expected %d\n", i, d[i], ed);
    }
    /* host calls always use the host procedure */
    if (scale(10) != 20 || shift(10) != 15) { printf("host calls: scale(10) = %d, shift(10) = %d\n", scale(10), shift(10)); bad++; }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
