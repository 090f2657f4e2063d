/* Covers: data construct + create clause (OpenACC 3.3 sec. 2.6.5, 2.7.9): a device-only scratch array (static array and heap subarray) is allocated at entry, used across two compute constructs, and neither copied in nor copied out. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

#define N 9000
static int a[N], t[N], b[N];
static unsigned int seed = 0x51DE5EEDu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    int *u = malloc(N * sizeof *u);
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 30000u) - 15000; t[i] = -77; u[i] = -88; b[i] = -1; }
    int present_bad = 0;
#pragma acc data copyin(a) create(t, u[0:N]) copyout(b)
    {
        if (!acc_is_present(t, sizeof t) || !acc_is_present(u, N * sizeof *u)) { printf("FAIL: create data not present in the region\n"); present_bad = 1; }
#pragma acc parallel loop present(a, t, u[0:N])
        for (int i = 0; i < N; i++) { t[i] = a[i] * 3; u[i] = a[i] - 1; }
#pragma acc parallel loop present(t, u[0:N], b)
        for (int i = 0; i < N; i++) b[i] = t[i] + u[N - 1 - i];
    }
    if (present_bad) return 1;
    for (int i = 0; i < N; i++) {
        int e = a[i] * 3 + a[N - 1 - i] - 1;
        if (b[i] != e) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
        int et = dev ? -77 : a[i] * 3, eu = dev ? -88 : a[i] - 1;
        if (t[i] != et || u[i] != eu) { printf("FAIL: t[%d] = %d, u[%d] = %d, expected %d, %d (%s)\n", i, t[i], i, u[i], et, eu, dev ? "create must not copy out" : "shared memory"); return 1; }
    }
    if (dev && (acc_is_present(t, sizeof t) || acc_is_present(u, N * sizeof *u))) { printf("FAIL: create data still present after the region\n"); return 1; }
    free(u);
    printf("PASS\n");
    return 0;
}
