/* api_update_device.c: acc_update_device and acc_update_device_async (OpenACC 3.3 section 3.2, acc_update_device): host data copied to the present device copy, whole block or a part, async queues. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0x27D4EB2Fu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N 6000

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    double *a = malloc(sizeof(double) * N), *v1 = malloc(sizeof(double) * N), *v2 = malloc(sizeof(double) * N);
    double *r = malloc(sizeof(double) * N);
    for (int i = 0; i < N; i++) {
        v1[i] = (double)(xrand() % 100000u) / 4.0;
        v2[i] = (double)(xrand() % 100000u) / 4.0 + 1.0e6;
        a[i] = v1[i];
    }
    acc_copyin(a, sizeof(double) * N);

    /* 1. whole block */
    for (int i = 0; i < N; i++) a[i] = v2[i];
    acc_update_device(a, sizeof(double) * N);
#pragma acc parallel loop present(a[0:N]) copyout(r[0:N])
    for (int i = 0; i < N; i++) r[i] = a[i];
    for (int i = 0; i < N; i++)
        if (r[i] != v2[i]) { CHECK(0, "whole: r[%d] = %g, expected %g", i, r[i], v2[i]); break; }

    /* 2. a part only: [lo, lo+len) gets v1, the rest of the device copy keeps v2 */
    int lo = 1234, len = 777;
    for (int i = 0; i < N; i++) a[i] = v1[i];
    acc_update_device(a + lo, sizeof(double) * len);
#pragma acc parallel loop present(a[0:N]) copyout(r[0:N])
    for (int i = 0; i < N; i++) r[i] = a[i];
    for (int i = 0; i < N; i++) {
        double e = (!dev || (i >= lo && i < lo + len)) ? v1[i] : v2[i];
        if (r[i] != e) { CHECK(0, "part: r[%d] = %g, expected %g", i, r[i], e); break; }
    }

    /* 3. async on a queue, ordered before a region on that queue */
    for (int i = 0; i < N; i++) a[i] = v2[i] * 2.0;
    acc_update_device_async(a, sizeof(double) * N, 7);
#pragma acc parallel loop present(a[0:N]) copyout(r[0:N]) async(7)
    for (int i = 0; i < N; i++) r[i] = a[i] + 1.0;
    acc_wait(7);
    for (int i = 0; i < N; i++)
        if (r[i] != v2[i] * 2.0 + 1.0) { CHECK(0, "async(7): r[%d] = %g, expected %g", i, r[i], v2[i] * 2.0 + 1.0); break; }

    /* 4. async with acc_async_noval */
    for (int i = 0; i < N; i++) a[i] = v1[i] - 5.0;
    acc_update_device_async(a, sizeof(double) * N, acc_async_noval);
#pragma acc parallel loop present(a[0:N]) copyout(r[0:N]) async
    for (int i = 0; i < N; i++) r[i] = a[i];
    acc_wait(acc_async_noval);
    for (int i = 0; i < N; i++)
        if (r[i] != v1[i] - 5.0) { CHECK(0, "async noval: r[%d] = %g, expected %g", i, r[i], v1[i] - 5.0); break; }

    acc_delete(a, sizeof(double) * N);
    free(a); free(v1); free(v2); free(r);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
