/* Covers: data construct + no_create clause (OpenACC 3.3 sec. 2.6.5, 2.7.10): data already present (from enter data) is used through its device copy inside the region; data that is not present is not allocated (acc_is_present stays false with separate memory) and a compute construct that does not dereference it still runs. */
#include <stdio.h>
#include <openacc.h>

#define N 4000
static int a[N], a0[N], b[N], x[N];
static unsigned int seed = 0x7A7A1234u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    for (int i = 0; i < N; i++) { a[i] = a0[i] = (int)(xrand() % 10000u) + 1; b[i] = -1; x[i] = i; }
#pragma acc enter data copyin(a)
    for (int i = 0; i < N; i++) a[i] = -a0[i];     /* host copy now differs from the device copy */

    /* present data: no_create behaves like present */
#pragma acc data no_create(a) copyout(b)
    {
#pragma acc parallel loop present(b)
        for (int i = 0; i < N; i++)
            b[i] = a[i] * 2;
    }
    for (int i = 0; i < N; i++) {
        int e = dev ? a0[i] * 2 : -a0[i] * 2;
        if (b[i] != e) { printf("FAIL: b[%d] = %d, expected %d (no_create of present data must use the device copy)\n", i, b[i], e); return 1; }
    }
    if (!acc_is_present(a, sizeof a)) { printf("FAIL: a no longer present after the no_create region\n"); return 1; }
#pragma acc exit data delete(a)

    /* absent data: nothing is allocated */
    int use = 0, inside = -1, ran = 0;
#pragma acc data no_create(x)
    {
        inside = acc_is_present(x, sizeof x);
#pragma acc parallel num_gangs(1) copy(ran) firstprivate(use)
        {
            if (use) x[0] = -1;   /* never executed */
            ran = 1;
        }
    }
    if (dev && inside) { printf("FAIL: no_create allocated absent data (acc_is_present true inside the region)\n"); return 1; }
    if (!dev && !inside) { printf("FAIL: acc_is_present false in shared memory\n"); return 1; }
    if (ran != 1) { printf("FAIL: compute construct in the no_create region did not run\n"); return 1; }
    if (dev && acc_is_present(x, sizeof x)) { printf("FAIL: x present after the no_create region\n"); return 1; }
    for (int i = 0; i < N; i++) if (x[i] != i) { printf("FAIL: x[%d] = %d, expected %d\n", i, x[i], i); return 1; }
    printf("PASS\n");
    return 0;
}
