/* Covers: `update ... if_present`: a no-op (no error) on data that is not present; a real update on data that is present. */
#include <stdio.h>
#include <openacc.h>

#define N 10000
static int a[N], b[N], orig[N];
static unsigned int seed = 0x1F9E5E47u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    for (int i = 0; i < N; i++) { a[i] = orig[i] = (int)(xrand() % 1000u); b[i] = (int)(xrand() % 1000u); }
    /* a is not present: these must do nothing and must not fail */
#pragma acc update self(a[0:N]) if_present
#pragma acc update device(a[0:N]) if_present
#pragma acc update host(a[0:N]) if_present
    for (int i = 0; i < N; i++)
        if (a[i] != orig[i]) { printf("FAIL: a[%d] = %d, expected %d (update if_present on absent data)\n", i, a[i], orig[i]); return 1; }
    /* b is present: if_present updates normally */
    int b0 = b[0];
#pragma acc enter data copyin(b[0:N])
#pragma acc parallel loop present(b[0:N])
    for (int i = 0; i < N; i++)
        b[i] = b[i] + 5;
    if (dev && b[0] != b0) { printf("FAIL: host b[0] changed before update\n"); return 1; }
#pragma acc update self(b[0:N]) if_present
    if (b[0] != b0 + 5) { printf("FAIL: b[0] = %d after update self if_present, expected %d\n", b[0], b0 + 5); return 1; }
    for (int i = 0; i < N; i++) b[i] = i;
#pragma acc update device(b[0:N]) if_present
#pragma acc parallel loop present(b[0:N])
    for (int i = 0; i < N; i++)
        b[i] = b[i] * 2;
#pragma acc exit data copyout(b[0:N])
    for (int i = 0; i < N; i++)
        if (b[i] != 2 * i) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], 2 * i); return 1; }
    printf("PASS\n");
    return 0;
}
