/* Covers: dynamic and structured reference counts: enter data copyin twice + exit data copyout once keeps data present (no copy back), a second exit copies back and removes it; exit data inside a data region leaves it present until the structured exit. */
#include <stdio.h>
#include <openacc.h>

#define N 50000
static int a[N], orig[N], b[N];
static unsigned int seed = 0x4EFC0047u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    for (int i = 0; i < N; i++) { a[i] = orig[i] = (int)(xrand() % 100000u); b[i] = (int)(xrand() % 1000u); }
    if (dev && acc_is_present(a, sizeof(a))) { printf("FAIL: a present before any data directive\n"); return 1; }

    /* --- dynamic count 2 --- */
#pragma acc enter data copyin(a[0:N])
#pragma acc enter data copyin(a[0:N])
#pragma acc parallel loop present(a[0:N])
    for (int i = 0; i < N; i++)
        a[i] += 10;
#pragma acc exit data copyout(a[0:N])      /* count 2 -> 1: nothing copied, still present */
    if (!acc_is_present(a, sizeof(a))) { printf("FAIL: a not present after one of two exit data\n"); return 1; }
    for (int i = 0; i < N; i++) {
        int e = dev ? orig[i] : orig[i] + 10;
        if (a[i] != e) { printf("FAIL: a[%d] = %d after first exit data, expected %d (no copy back yet)\n", i, a[i], e); return 1; }
    }
#pragma acc exit data copyout(a[0:N])      /* count 1 -> 0: copied back, gone */
    if (dev && acc_is_present(a, sizeof(a))) { printf("FAIL: a still present after second exit data\n"); return 1; }
    for (int i = 0; i < N; i++)
        if (a[i] != orig[i] + 10) { printf("FAIL: a[%d] = %d after second exit data, expected %d\n", i, a[i], orig[i] + 10); return 1; }

    /* --- structured count keeps it alive --- */
    int bad = 0;
#pragma acc data copy(b[0:N])
    {
#pragma acc enter data copyin(b[0:N])     /* dynamic 1, structured 1 */
#pragma acc parallel loop present(b[0:N])
        for (int i = 0; i < N; i++)
            b[i] = b[i] * 3;
#pragma acc exit data copyout(b[0:N])     /* dynamic 0 but structured 1: still present, no copy */
        if (!acc_is_present(b, sizeof(b))) { printf("FAIL: b not present inside data region after exit data\n"); bad = 1; }
#pragma acc parallel loop present(b[0:N])
        for (int i = 0; i < N; i++)
            b[i] = b[i] + 1;
    }                                         /* structured exit: copied back */
    if (bad) return 1;
    if (dev && acc_is_present(b, sizeof(b))) { printf("FAIL: b still present after the data region\n"); return 1; }
    seed = 0x4EFC0047u;
    for (int i = 0; i < N; i++) {
        xrand();
        int e = (int)(xrand() % 1000u) * 3 + 1;
        if (b[i] != e) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
