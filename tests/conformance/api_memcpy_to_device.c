/* api_memcpy_to_device.c: acc_memcpy_to_device and acc_memcpy_to_device_async (OpenACC 3.3 section 3.2, acc_memcpy_to_device): host to device copies into acc_malloc'd and present memory, at offsets, zero bytes, async queues. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0xA54FF53Au;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N 5000

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    double *src = malloc(sizeof(double) * N), *src2 = malloc(sizeof(double) * N), *r = malloc(sizeof(double) * N);
    for (int i = 0; i < N; i++) { src[i] = (double)(xrand() % 100000u) / 16.0; src2[i] = -(double)(xrand() % 1000u); }

    /* 1. into acc_malloc'd memory, read by a region through deviceptr */
    double *d = acc_malloc(sizeof(double) * N);
    acc_memcpy_to_device(d, src, sizeof(double) * N);
#pragma acc parallel loop deviceptr(d) copyout(r[0:N])
    for (int i = 0; i < N; i++) r[i] = d[i] + 0.5;
    for (int i = 0; i < N; i++)
        if (r[i] != src[i] + 0.5) { CHECK(0, "whole: r[%d] = %g, expected %g", i, r[i], src[i] + 0.5); break; }

    /* 2. at an offset: only [lo, lo+len) changes */
    int lo = 777, len = 1000;
    acc_memcpy_to_device(d + lo, src2 + lo, sizeof(double) * len);
#pragma acc parallel loop deviceptr(d) copyout(r[0:N])
    for (int i = 0; i < N; i++) r[i] = d[i];
    for (int i = 0; i < N; i++) {
        double e = (i >= lo && i < lo + len) ? src2[i] : src[i];
        if (r[i] != e) { CHECK(0, "offset: r[%d] = %g, expected %g", i, r[i], e); break; }
    }

    /* 3. zero bytes: nothing happens */
    acc_memcpy_to_device(d, src2, 0);
    acc_memcpy_from_device(r, d, sizeof(double));
    CHECK(r[0] == src[0], "zero-byte copy changed d[0] to %g", r[0]);

    /* 4. into the device copy of present data (its acc_deviceptr), seen by present() */
    double *a = malloc(sizeof(double) * N);
    for (int i = 0; i < N; i++) a[i] = 1.0;
    acc_copyin(a, sizeof(double) * N);
    acc_memcpy_to_device(acc_deviceptr(a), src, sizeof(double) * N);
#pragma acc parallel loop present(a[0:N]) copyout(r[0:N])
    for (int i = 0; i < N; i++) r[i] = a[i] * 2.0;
    for (int i = 0; i < N; i++)
        if (r[i] != src[i] * 2.0) { CHECK(0, "present: r[%d] = %g, expected %g", i, r[i], src[i] * 2.0); break; }
    acc_delete(a, sizeof(double) * N);

    /* 5. async on a queue, then a region on the same queue */
    acc_memcpy_to_device_async(d, src2, sizeof(double) * N, 11);
#pragma acc parallel loop deviceptr(d) copyout(r[0:N]) async(11)
    for (int i = 0; i < N; i++) r[i] = d[i] - 1.0;
    acc_wait(11);
    for (int i = 0; i < N; i++)
        if (r[i] != src2[i] - 1.0) { CHECK(0, "async(11): r[%d] = %g, expected %g", i, r[i], src2[i] - 1.0); break; }

    /* 6. async with acc_async_noval */
    acc_memcpy_to_device_async(d + 1, src + 1, sizeof(double) * (N - 1), acc_async_noval);
#pragma acc parallel loop deviceptr(d) copyout(r[0:N]) async
    for (int i = 0; i < N; i++) r[i] = d[i];
    acc_wait(acc_async_noval);
    for (int i = 0; i < N; i++) {
        double e = i ? src[i] : src2[0];
        if (r[i] != e) { CHECK(0, "async noval: r[%d] = %g, expected %g", i, r[i], e); break; }
    }

    acc_free(d);
    free(src); free(src2); free(r); free(a);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
