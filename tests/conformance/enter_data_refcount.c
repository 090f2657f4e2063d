/* Covers: dynamic and structured reference counts together (OpenACC 3.3 sec. 2.6.7): enter data inside a data region keeps the data present after the region ends (no copyout at the region's exit); a data region inside an enter/exit data lifetime neither copies in nor out; acc_is_present after each step. */
#include <stdio.h>
#include <openacc.h>

#define N 4000
static int a[N], a0[N];
static unsigned int seed = 0x0DD0DD0Du;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    for (int i = 0; i < N; i++) a[i] = a0[i] = (int)(xrand() % 9000u);
    int p1 = -1, p2 = -1, p3 = -1;
#pragma acc data copy(a)                       /* structured 1 */
    {
#pragma acc enter data copyin(a)               /* dynamic 1 */
#pragma acc parallel loop present(a)
        for (int i = 0; i < N; i++) a[i] += 100;
        p1 = acc_is_present(a, sizeof a);
    }                                          /* structured 0, dynamic 1: no copyout */
    p2 = acc_is_present(a, sizeof a);
    if (dev) for (int i = 0; i < N; i++) if (a[i] != a0[i]) { printf("FAIL: a[%d] = %d: the data region copied out data with a dynamic count\n", i, a[i]); return 1; }
#pragma acc data copyin(a)
    {
#pragma acc parallel loop present(a)
        for (int i = 0; i < N; i++) a[i] *= 2;
    }
    p3 = acc_is_present(a, sizeof a);
#pragma acc exit data copyout(a)               /* dynamic 0: copy back */
    if (p1 != 1 || p2 != 1 || p3 != 1) { printf("FAIL: acc_is_present = %d, %d, %d, expected 1, 1, 1\n", p1, p2, p3); return 1; }
    for (int i = 0; i < N; i++) if (a[i] != (a0[i] + 100) * 2) { printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], (a0[i] + 100) * 2); return 1; }
    if (dev && acc_is_present(a, sizeof a)) { printf("FAIL: a present after the last exit data\n"); return 1; }
    printf("PASS\n");
    return 0;
}
