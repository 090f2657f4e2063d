/* Covers: data constructs on data with a dynamic reference count (OpenACC 3.3 sec. 2.6.7, 2.7.6-2.7.9): after enter data copyin, data constructs with copyin, copy, copyout and create find the data present (present increment only): no copy in, and at their exit no copy out and no delete because the dynamic count is still one; exit data copyout then copies the device values back. */
#include <stdio.h>
#include <openacc.h>

#define N 5000
static int a[N], a0[N], b[N];
static unsigned int seed = 0xC0DEC0DEu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    for (int i = 0; i < N; i++) { a[i] = a0[i] = (int)(xrand() % 70000u); b[i] = -1; }
#pragma acc enter data copyin(a)
    if (dev) for (int i = 0; i < N; i++) a[i] = -9;    /* host copy only */

#pragma acc data copyin(a) copyout(b)
    {
#pragma acc parallel loop present(a, b)
        for (int i = 0; i < N; i++) b[i] = a[i];
    }
    for (int i = 0; i < N; i++) if (b[i] != a0[i]) { printf("FAIL: copyin of present data: b[%d] = %d, expected %d\n", i, b[i], a0[i]); return 1; }

#pragma acc data copy(a)
    {
#pragma acc parallel loop present(a)
        for (int i = 0; i < N; i++) a[i] += 10;
    }
#pragma acc data copyout(a)
    {
#pragma acc parallel loop present(a)
        for (int i = 0; i < N; i++) a[i] += 20;
    }
#pragma acc data create(a)
    {
#pragma acc parallel loop present(a)
        for (int i = 0; i < N; i++) a[i] += 30;
    }
    if (!acc_is_present(a, sizeof a)) { printf("FAIL: a not present after the data regions (dynamic count is 1)\n"); return 1; }
    if (dev) for (int i = 0; i < N; i++) if (a[i] != -9) { printf("FAIL: a[%d] = %d on the host: a data region copied out data with a dynamic count\n", i, a[i]); return 1; }
#pragma acc exit data copyout(a)
    for (int i = 0; i < N; i++) if (a[i] != a0[i] + 60) { printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], a0[i] + 60); return 1; }
    if (dev && acc_is_present(a, sizeof a)) { printf("FAIL: a present after exit data\n"); return 1; }
    printf("PASS\n");
    return 0;
}
