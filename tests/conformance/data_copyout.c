/* Covers: data construct + copyout clause (OpenACC 3.3 sec. 2.6.5, 2.7.8): device memory is created at entry (no copy in), compute constructs inside write it, and it is copied to the host only at region exit; also a scalar in copyout. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

#define N 7000
static int a[N], b[N];
static unsigned int seed = 0x600DCAFEu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    long *c = malloc(N * sizeof *c);
    int total = -1;
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 1000u); b[i] = -1; c[i] = -1; }
    int inside_bad = -1;
#pragma acc data copyin(a) copyout(b, c[0:N], total)
    {
#pragma acc parallel loop present(a, b, c[0:N])
        for (int i = 0; i < N; i++) {
            b[i] = a[i] * 2 + 1;
            c[i] = (long)a[i] * 100000L - i;
        }
#pragma acc serial present(b, total)
        {
            int t = 0;
            for (int i = 0; i < N; i++) t += b[i] % 7;
            total = t;
        }
        if (dev) {
            if (total != -1) inside_bad = -2;
            for (int i = 0; i < N && inside_bad == -1; i++)
                if (b[i] != -1 || c[i] != -1) inside_bad = i;
        }
    }
    if (inside_bad != -1) { printf("FAIL: host copy written before the end of the region (index %d)\n", inside_bad); return 1; }
    int et = 0;
    for (int i = 0; i < N; i++) {
        if (b[i] != a[i] * 2 + 1) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], a[i] * 2 + 1); return 1; }
        if (c[i] != (long)a[i] * 100000L - i) { printf("FAIL: c[%d] = %ld, expected %ld\n", i, c[i], (long)a[i] * 100000L - i); return 1; }
        et += (a[i] * 2 + 1) % 7;
    }
    if (total != et) { printf("FAIL: total = %d, expected %d\n", total, et); return 1; }
    if (dev && acc_is_present(b, sizeof b)) { printf("FAIL: copyout data still present after the region\n"); return 1; }
    free(c);
    printf("PASS\n");
    return 0;
}
