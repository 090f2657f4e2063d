/* Covers: exit data + copyout clause (OpenACC 3.3 sec. 2.6.6, 2.7.8, 2.6.7): copyout decrements the dynamic reference count; while it stays above zero nothing is copied and the data stays present; when it reaches zero the device values are copied back and the data is no longer present (also for a scalar). */
#include <stdio.h>
#include <openacc.h>

#define N 5000
static int a[N], a0[N];
static unsigned int seed = 0x0C0C0C0Du;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    for (int i = 0; i < N; i++) a[i] = a0[i] = (int)(xrand() % 100000u);
    long s = 5;
#pragma acc enter data copyin(a, s)
#pragma acc enter data copyin(a)                  /* dynamic count of a: 2 */
#pragma acc parallel loop present(a)
    for (int i = 0; i < N; i++) a[i] = a[i] * 2 + 1;
#pragma acc serial present(s)
    s = s * 10;
#pragma acc exit data copyout(a)                  /* 2 -> 1: no copy */
    if (!acc_is_present(a, sizeof a)) { printf("FAIL: a not present after the first exit data copyout (count 2 -> 1)\n"); return 1; }
    if (dev) for (int i = 0; i < N; i++) if (a[i] != a0[i]) { printf("FAIL: a[%d] = %d copied back while the count was still 1\n", i, a[i]); return 1; }
#pragma acc exit data copyout(a, s)               /* 1 -> 0: copy back */
    for (int i = 0; i < N; i++) if (a[i] != a0[i] * 2 + 1) { printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], a0[i] * 2 + 1); return 1; }
    if (s != 50) { printf("FAIL: s = %ld, expected 50\n", s); return 1; }
    if (dev && (acc_is_present(a, sizeof a) || acc_is_present(&s, sizeof s))) { printf("FAIL: data present after the last exit data copyout\n"); return 1; }
    printf("PASS\n");
    return 0;
}
