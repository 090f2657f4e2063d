/* Covers: enter data + copyin clause (OpenACC 3.3 sec. 2.6.6, 2.7.7): arrays (static, heap subarray) and a scalar are copied in and stay present across compute constructs and functions until exit data delete; later host writes do not reach the device copy when memory is separate; device writes are not copied back by delete. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

#define N 6000
static int a[N], a0[N], b[N];
static unsigned int seed = 0xE1E2E3E4u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static void compute(const float *f, int n, int k)
{
#pragma acc parallel loop present(a, f[0:n], b) firstprivate(k)
    for (int i = 0; i < n; i++)
        b[i] = a[i] * k + (int)f[i];
}

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    float *f = malloc(N * sizeof *f);
    int s = 11;
    for (int i = 0; i < N; i++) { a[i] = a0[i] = (int)(xrand() % 10000u); f[i] = (float)(xrand() % 100u); b[i] = -1; }
#pragma acc enter data copyin(a, f[0:N], s)
    if (!acc_is_present(a, sizeof a) || !acc_is_present(f, N * sizeof *f) || !acc_is_present(&s, sizeof s)) { printf("FAIL: data not present after enter data copyin\n"); return 1; }
    for (int i = 0; i < N; i++) a[i] = -7;    /* host only when memory is separate */
    s = 99;
    int sd = -1;
#pragma acc serial present(s) copyout(sd)
    sd = s;
    if (sd != (dev ? 11 : 99)) { printf("FAIL: device s = %d, expected %d\n", sd, dev ? 11 : 99); return 1; }
#pragma acc enter data create(b)
    compute(f, N, 3);
#pragma acc parallel loop present(a)
    for (int i = 0; i < N; i++) a[i] = 12345;     /* device writes, not copied back by delete */
#pragma acc exit data copyout(b) delete(a, f[0:N], s)
    for (int i = 0; i < N; i++) {
        int av = dev ? a0[i] : -7;
        if (b[i] != av * 3 + (int)f[i]) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], av * 3 + (int)f[i]); return 1; }
        int ea = dev ? -7 : 12345;
        if (a[i] != ea) { printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], ea); return 1; }
    }
    if (dev && (acc_is_present(a, sizeof a) || acc_is_present(f, N * sizeof *f) || acc_is_present(&s, sizeof s))) { printf("FAIL: data present after exit data delete\n"); return 1; }
    free(f);
    printf("PASS\n");
    return 0;
}
