/* Covers: data construct + if clause (OpenACC 3.3 sec. 2.6.5 "if clause"): with a true condition the data is allocated and copied as specified (copyin data not copied back, copy data copied back); with a false condition no device memory is allocated and nothing is moved (acc_is_present false with separate memory), while a compute construct inside with its own data clause still works. */
#include <stdio.h>
#include <openacc.h>

#define N 3000
static int a[N], a0[N], b[N];
static unsigned int seed = 0x1F1F2E2Eu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    for (int round = 0; round < 2; round++) {
        int cond = (round == 1);     /* evaluated at run time */
        for (int i = 0; i < N; i++) { a[i] = a0[i] = (int)(xrand() % 9999u) + 1; b[i] = -1; }
        int pa = -1, pb = -1;
#pragma acc data copyin(a) copy(b) if(cond)
        {
            pa = acc_is_present(a, sizeof a);
            pb = acc_is_present(b, sizeof b);
            if (cond) {
#pragma acc parallel loop present(a, b)
                for (int i = 0; i < N; i++) { b[i] = a[i] + i; a[i] = 0; }
            } else {
#pragma acc parallel loop copy(a, b)
                for (int i = 0; i < N; i++) { b[i] = a[i] + i; a[i] = 0; }
            }
        }
        int ep = dev ? cond : 1;
        if (pa != ep || pb != ep) { printf("FAIL: if(%d): acc_is_present = %d, %d inside the region, expected %d\n", cond, pa, pb, ep); return 1; }
        for (int i = 0; i < N; i++) {
            if (b[i] != a0[i] + i) { printf("FAIL: if(%d): b[%d] = %d, expected %d\n", cond, i, b[i], a0[i] + i); return 1; }
            /* if(1): copyin does not copy back; if(0): the compute construct's copy(a) does */
            int ea = (dev && cond) ? a0[i] : 0;
            if (a[i] != ea) { printf("FAIL: if(%d): a[%d] = %d, expected %d\n", cond, i, a[i], ea); return 1; }
        }
        if (dev && (acc_is_present(a, sizeof a) || acc_is_present(b, sizeof b))) { printf("FAIL: if(%d): data present after the region\n", cond); return 1; }
    }
    printf("PASS\n");
    return 0;
}
