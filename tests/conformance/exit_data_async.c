/* Covers: exit data + async clause (OpenACC 3.3 sec. 2.6.6, 2.16.1): a kernel and `exit data copyout(...) async(2)` on the same queue run in order; the reference count drops at once (acc_is_present false right after the directive when memory is separate); after wait(2) the copied-out values are on the host. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

#define N 250000
static unsigned int seed = 0x5A5A3C3Cu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    double *a = malloc(N * sizeof *a), *a0 = malloc(N * sizeof *a0);
    for (int i = 0; i < N; i++) a[i] = a0[i] = (double)(xrand() % 1000000u) / 128.0;
#pragma acc enter data copyin(a[0:N])
#pragma acc parallel loop present(a[0:N]) async(2)
    for (int i = 0; i < N; i++) a[i] = a[i] * 0.5 + 3.0;
#pragma acc exit data copyout(a[0:N]) async(2)
    int still = acc_is_present(a, N * sizeof *a);
#pragma acc wait(2)
    if (dev && still) { printf("FAIL: a still present right after exit data async (counts change synchronously)\n"); return 1; }
    for (int i = 0; i < N; i++) {
        double e = a0[i] * 0.5 + 3.0;
        if (a[i] != e) { printf("FAIL: a[%d] = %.17g, expected %.17g\n", i, a[i], e); return 1; }
    }
    free(a); free(a0);
    printf("PASS\n");
    return 0;
}
