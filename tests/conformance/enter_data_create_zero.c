/* Covers: enter data + create(zero: ...) modifier (OpenACC 3.3 sec. 2.6.6, 2.7.9): newly created device memory is zeroed after the create action, so accumulating kernels start from 0; in shared memory (host fallback) no action is taken. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

#define N 5000
static double acc_sum[N];
static unsigned int seed = 0x22221111u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    int *cnt = malloc(N * sizeof *cnt), *in = malloc(N * sizeof *in);
    for (int i = 0; i < N; i++) { cnt[i] = 1000 + i; acc_sum[i] = 0.25; in[i] = (int)(xrand() % 64u); }
#pragma acc enter data create(zero: cnt[0:N], acc_sum)
#pragma acc parallel loop present(cnt[0:N], acc_sum) copyin(in[0:N])
    for (int i = 0; i < N; i++) {
        cnt[i] += in[i];
        acc_sum[i] += in[i] * 0.5;
    }
#pragma acc exit data copyout(cnt[0:N], acc_sum)
    for (int i = 0; i < N; i++) {
        int ec = (dev ? 0 : 1000 + i) + in[i];
        double es = (dev ? 0.0 : 0.25) + in[i] * 0.5;
        if (cnt[i] != ec) { printf("FAIL: cnt[%d] = %d, expected %d\n", i, cnt[i], ec); return 1; }
        if (acc_sum[i] != es) { printf("FAIL: acc_sum[%d] = %g, expected %g\n", i, acc_sum[i], es); return 1; }
    }
    free(cnt); free(in);
    printf("PASS\n");
    return 0;
}
