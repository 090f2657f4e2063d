/* Covers: enter data + create clause (OpenACC 3.3 sec. 2.6.6, 2.7.9): device memory is allocated without a copy (host values never reach the device copy when memory is separate), written by compute constructs, and copied back by exit data copyout. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

#define N 8000
static unsigned int seed = 0xC4EA7E00u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    int *t = malloc(N * sizeof *t), *in = malloc(N * sizeof *in);
    for (int i = 0; i < N; i++) { in[i] = (int)(xrand() % 60000u) - 30000; t[i] = 424242; }
#pragma acc enter data create(t[0:N])
    if (!acc_is_present(t, N * sizeof *t)) { printf("FAIL: t not present after enter data create\n"); return 1; }
#pragma acc parallel loop present(t[0:N]) copyin(in[0:N])
    for (int i = 0; i < N; i++) t[i] = in[i] * 2 - 1;
    if (dev) for (int i = 0; i < N; i++) if (t[i] != 424242) { printf("FAIL: host t[%d] = %d changed before exit data\n", i, t[i]); return 1; }
#pragma acc parallel loop present(t[0:N])
    for (int i = 0; i < N; i++) t[i] += i;
#pragma acc exit data copyout(t[0:N])
    for (int i = 0; i < N; i++) if (t[i] != in[i] * 2 - 1 + i) { printf("FAIL: t[%d] = %d, expected %d\n", i, t[i], in[i] * 2 - 1 + i); return 1; }
    if (dev && acc_is_present(t, N * sizeof *t)) { printf("FAIL: t present after exit data copyout\n"); return 1; }
    free(t); free(in);
    printf("PASS\n");
    return 0;
}
