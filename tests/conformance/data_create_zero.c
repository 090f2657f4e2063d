/* Covers: data construct + create(zero: ...) modifier (OpenACC 3.3 sec. 2.7.9): device memory created for data that is not present is zeroed after the create action; a kernel accumulating into it starts from 0. In shared memory (host fallback) no action is taken. Data already present is not zeroed. */
#include <stdio.h>
#include <openacc.h>

#define N 5000
static int a[N], c[N], c0[N], b[N], p[N], p0[N];
static unsigned int seed = 0x0000BEEFu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    for (int i = 0; i < N; i++) {
        a[i] = (int)(xrand() % 9000u) + 1;
        c[i] = c0[i] = (int)(xrand() % 500u) + 100;
        p[i] = p0[i] = (int)(xrand() % 500u) + 700;
        b[i] = -1;
    }
    /* p is already present (copied in): create(zero:) must not zero it */
#pragma acc enter data copyin(p)
#pragma acc data copyin(a) create(zero: c, p) copyout(b)
    {
#pragma acc parallel loop present(a, c, p, b)
        for (int i = 0; i < N; i++) {
            c[i] += a[i];
            b[i] = c[i] * 2 + p[i];
        }
    }
#pragma acc exit data delete(p)
    for (int i = 0; i < N; i++) {
        int ec = dev ? a[i] : c0[i] + a[i];
        int e = ec * 2 + p0[i];
        if (b[i] != e) { printf("FAIL: b[%d] = %d, expected %d (%s)\n", i, b[i], e, dev ? "created memory must start zeroed; present memory must keep its values" : "shared memory: no action"); return 1; }
    }
    printf("PASS\n");
    return 0;
}
