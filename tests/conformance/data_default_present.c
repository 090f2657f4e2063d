/* Covers: data construct + default(present) clause (OpenACC 3.3 sec. 2.6.5 "default clause", 2.6.2): arrays used without a data clause in compute constructs lexically inside the data construct are treated as present (they were made present by enter data), so the device copies are used and nothing is copied at the compute constructs; scalars stay firstprivate. */
#include <stdio.h>
#include <openacc.h>

#define N 5000
static int a[N], a0[N], b[N];
static unsigned int seed = 0x9E3779B9u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    for (int i = 0; i < N; i++) { a[i] = a0[i] = (int)(xrand() % 30000u); b[i] = -1; }
#pragma acc enter data copyin(a) create(b)
    for (int i = 0; i < N; i++) a[i] = -3;          /* stale host copy when memory is separate */
    int k = 4;
#pragma acc data default(present)
    {
#pragma acc parallel loop
        for (int i = 0; i < N; i++)
            b[i] = a[i] * k + 1;
#pragma acc kernels
        for (int i = 0; i < N; i++)
            b[i] += 2;
    }
    int still = acc_is_present(a, sizeof a) && acc_is_present(b, sizeof b);
#pragma acc exit data copyout(b) delete(a)
    if (!still) { printf("FAIL: data not present after the default(present) region\n"); return 1; }
    for (int i = 0; i < N; i++) {
        int e = (dev ? a0[i] : -3) * 4 + 3;
        if (b[i] != e) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
