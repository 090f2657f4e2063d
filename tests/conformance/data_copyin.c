/* Covers: data construct + copyin clause (OpenACC 3.3 sec. 2.6.5, 2.7.7): arrays and a scalar are copied to the device at entry; compute constructs inside read them as present; device-side writes to a copyin array are not copied back at exit when memory is separate; the data is no longer present after the region. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

#define N 6000
static int a[N], a0[N], b[N];
static unsigned int seed = 0x0C0FFEE1u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    float *f = malloc(N * sizeof *f);
    int k = 7;
    for (int i = 0; i < N; i++) {
        a[i] = a0[i] = (int)(xrand() % 20000u) - 10000;
        f[i] = (float)(xrand() % 4096u) / 16.0f;
        b[i] = -1;
    }
    int present_bad = 0;
#pragma acc data copyin(a, f[0:N], k) copyout(b)
    {
        if (!acc_is_present(a, sizeof a) || !acc_is_present(f, N * sizeof *f) || !acc_is_present(&k, sizeof k)) {
            printf("FAIL: copyin data not present inside the data region\n");
            present_bad = 1;
        }
#pragma acc parallel loop present(a, f[0:N], k, b)
        for (int i = 0; i < N; i++) {
            b[i] = a[i] * k + (int)(f[i] * 16.0f);
            a[i] = -5;          /* changes the device copy only */
        }
    }
    if (present_bad) return 1;
    for (int i = 0; i < N; i++) {
        int eb = a0[i] * 7 + (int)(f[i] * 16.0f);
        if (b[i] != eb) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], eb); return 1; }
        int ea = dev ? a0[i] : -5;
        if (a[i] != ea) { printf("FAIL: a[%d] = %d, expected %d (%s)\n", i, a[i], ea, dev ? "copyin must not copy back" : "shared memory"); return 1; }
    }
    if (dev && (acc_is_present(a, sizeof a) || acc_is_present(f, N * sizeof *f))) {
        printf("FAIL: copyin data still present after the data region\n");
        return 1;
    }
    free(f);
    printf("PASS\n");
    return 0;
}
