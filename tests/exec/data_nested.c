/* Covers: nested data constructs: an outer copyin, an inner data that finds it present (no re-copy), inner copyout of a second array, and outer copy. */
#include <stdio.h>
#include <openacc.h>

#define N 200000
static int a[N], b[N], c[N], orig[N];
static unsigned int seed = 0x4E575445u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    int bad = 0;
    for (int i = 0; i < N; i++) { a[i] = orig[i] = (int)(xrand() % 30000u); b[i] = -1; c[i] = 0; }
#pragma acc data copyin(a[0:N]) copy(c[0:N])
    {
        for (int i = 0; i < N; i++) a[i] = -9;   /* host-only change; the device copy keeps orig */
#pragma acc data copyin(a[0:N]) copyout(b[0:N])   /* a already present: not copied again */
        {
#pragma acc parallel loop
            for (int i = 0; i < N; i++) {
                b[i] = a[i] + 1;
                c[i] = a[i] * 2;
            }
        }
        /* inner exit copied b out; c stays on the device until the outer exit */
        for (int i = 0; i < N; i++) {
            int e = (dev ? orig[i] : -9) + 1;
            if (b[i] != e && !bad) { printf("FAIL (after inner region): b[%d] = %d, expected %d\n", i, b[i], e); bad = 1; }
        }
        for (int i = 0; i < N && dev && !bad; i++)
            if (c[i] != 0) { printf("FAIL: host c[%d] = %d before the outer data exit, expected 0 (not copied yet)\n", i, c[i]); bad = 1; }
#pragma acc parallel loop
        for (int i = 0; i < N; i++)
            c[i] += 5;
    }
    if (bad) return 1;
    for (int i = 0; i < N; i++) {
        int e = (dev ? orig[i] : -9) * 2 + 5;
        if (c[i] != e) { printf("FAIL: c[%d] = %d, expected %d\n", i, c[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
