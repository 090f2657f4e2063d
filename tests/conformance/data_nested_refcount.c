/* Covers: nested data constructs and structured reference counts (OpenACC 3.3 sec. 2.6.7, 2.7.6-2.7.9): inside an outer copy region, inner copyin/copyout/copy/create regions for the same array find it present, so they neither copy in (the device keeps its values even when the host copy changes) nor copy out nor delete at their exit; only the outer region's exit copies back and ends the data lifetime. */
#include <stdio.h>
#include <openacc.h>

#define N 4000
static int a[N], a0[N];
static unsigned int seed = 0x5EED5EEDu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    for (int i = 0; i < N; i++) a[i] = a0[i] = (int)(xrand() % 1000u) + 1;
    int err = 0;
#pragma acc data copy(a)
    {
#pragma acc parallel loop present(a)
        for (int i = 0; i < N; i++) a[i] += 1;
        if (dev) for (int i = 0; i < N; i++) a[i] = -1;       /* host copy only */

#pragma acc data copyin(a)                                      /* present: no copy in */
        {
#pragma acc parallel loop present(a)
            for (int i = 0; i < N; i++) a[i] *= 2;
        }
        if (!acc_is_present(a, sizeof a)) err |= 1;             /* no delete at the inner exit */

#pragma acc data copyout(a)                                     /* present: no copy out at exit */
        {
#pragma acc parallel loop present(a)
            for (int i = 0; i < N; i++) a[i] += 3;
        }
        if (dev) for (int i = 0; i < N; i++) if (a[i] != -1) { err |= 2; break; }

#pragma acc data copy(a)
        {
#pragma acc data create(a)
            {
#pragma acc parallel loop present(a)
                for (int i = 0; i < N; i++) a[i] += 5;
            }
        }
        if (dev) for (int i = 0; i < N; i++) if (a[i] != -1) { err |= 4; break; }
        if (!acc_is_present(a, sizeof a)) err |= 8;
    }
    if (err) { printf("FAIL: inner regions acted on present data (error mask %d)\n", err); return 1; }
    for (int i = 0; i < N; i++) {
        int e = (a0[i] + 1) * 2 + 3 + 5;
        if (a[i] != e) { printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], e); return 1; }
    }
    if (dev && acc_is_present(a, sizeof a)) { printf("FAIL: a present after the outer region\n"); return 1; }
    printf("PASS\n");
    return 0;
}
