/* Covers: exit data + finalize clause (OpenACC 3.3 sec. 2.6.6 "finalize clause", 2.6.7): with finalize, copyout and delete set the dynamic reference count to zero at once, so data entered three times is copied back (copyout) or freed (delete) by a single exit data. */
#include <stdio.h>
#include <openacc.h>

#define N 4000
static int a[N], a0[N], t[N];
static unsigned int seed = 0xF1A11F1Au;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    for (int i = 0; i < N; i++) { a[i] = a0[i] = (int)(xrand() % 50000u); t[i] = 7; }
#pragma acc enter data copyin(a)
#pragma acc enter data copyin(a)
#pragma acc enter data create(a, t)
#pragma acc enter data create(t)
#pragma acc parallel loop present(a, t)
    for (int i = 0; i < N; i++) { a[i] = a[i] * 3; t[i] = -1; }
#pragma acc exit data copyout(a) finalize
    if (dev && acc_is_present(a, sizeof a)) { printf("FAIL: a present after exit data copyout finalize\n"); return 1; }
    for (int i = 0; i < N; i++) if (a[i] != a0[i] * 3) { printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], a0[i] * 3); return 1; }
#pragma acc exit data delete(t) finalize
    if (dev && acc_is_present(t, sizeof t)) { printf("FAIL: t present after exit data delete finalize\n"); return 1; }
    for (int i = 0; i < N; i++) if (t[i] != (dev ? 7 : -1)) { printf("FAIL: t[%d] = %d, expected %d\n", i, t[i], dev ? 7 : -1); return 1; }
    printf("PASS\n");
    return 0;
}
