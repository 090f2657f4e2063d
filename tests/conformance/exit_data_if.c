/* Covers: exit data + if clause (OpenACC 3.3 sec. 2.6.6 "if clause"): with a false condition no device memory is freed and nothing is copied (the data stays present, the host copy unchanged); with a true condition the copyout happens. */
#include <stdio.h>
#include <openacc.h>

#define N 3000
static int a[N], a0[N];
static unsigned int seed = 0xE1F0E1F0u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    for (int i = 0; i < N; i++) a[i] = a0[i] = (int)(xrand() % 3000u) + 1;
#pragma acc enter data copyin(a)
#pragma acc parallel loop present(a)
    for (int i = 0; i < N; i++) a[i] *= -1;
    int cond = (a0[0] < 0);          /* false, at run time */
#pragma acc exit data copyout(a) if(cond)
    if (!acc_is_present(a, sizeof a)) { printf("FAIL: exit data if(false) removed a\n"); return 1; }
    if (dev) for (int i = 0; i < N; i++) if (a[i] != a0[i]) { printf("FAIL: exit data if(false) copied a[%d] = %d back\n", i, a[i]); return 1; }
#pragma acc exit data delete(a) if(0)
    if (!acc_is_present(a, sizeof a)) { printf("FAIL: exit data delete if(0) removed a\n"); return 1; }
#pragma acc exit data copyout(a) if(!cond)
    for (int i = 0; i < N; i++) if (a[i] != -a0[i]) { printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], -a0[i]); return 1; }
    if (dev && acc_is_present(a, sizeof a)) { printf("FAIL: a present after exit data if(true)\n"); return 1; }
    printf("PASS\n");
    return 0;
}
