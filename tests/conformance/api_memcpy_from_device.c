/* api_memcpy_from_device.c: acc_memcpy_from_device and acc_memcpy_from_device_async (OpenACC 3.3 section 3.2, acc_memcpy_from_device): device to host copies from acc_malloc'd and present memory, at offsets, zero bytes, async queues. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0x510E527Fu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N 4500

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    int *in = malloc(sizeof(int) * N), *r = malloc(sizeof(int) * N);
    for (int i = 0; i < N; i++) in[i] = (int)(xrand() % 1000000u);

    /* 1. acc_malloc'd memory filled by a region */
    int *d = acc_malloc(sizeof(int) * N);
#pragma acc parallel loop deviceptr(d) copyin(in[0:N])
    for (int i = 0; i < N; i++) d[i] = in[i] * 3 + 1;
    for (int i = 0; i < N; i++) r[i] = -1;
    acc_memcpy_from_device(r, d, sizeof(int) * N);
    for (int i = 0; i < N; i++)
        if (r[i] != in[i] * 3 + 1) { CHECK(0, "whole: r[%d] = %d, expected %d", i, r[i], in[i] * 3 + 1); break; }

    /* 2. at offsets on both sides; the rest of the destination is untouched */
    int lo = 1500, len = 600;
    for (int i = 0; i < N; i++) r[i] = -1;
    acc_memcpy_from_device(r + 10, d + lo, sizeof(int) * len);
    for (int i = 0; i < N; i++) {
        int e = (i >= 10 && i < 10 + len) ? in[lo + i - 10] * 3 + 1 : -1;
        if (r[i] != e) { CHECK(0, "offset: r[%d] = %d, expected %d", i, r[i], e); break; }
    }

    /* 3. zero bytes */
    r[0] = -5;
    acc_memcpy_from_device(r, d, 0);
    CHECK(r[0] == -5, "zero-byte copy wrote r[0] = %d", r[0]);

    /* 4. from the device copy of present data: the device values, not the host's */
    int *a = malloc(sizeof(int) * N);
    for (int i = 0; i < N; i++) a[i] = in[i];
    acc_copyin(a, sizeof(int) * N);
#pragma acc parallel loop present(a[0:N])
    for (int i = 0; i < N; i++) a[i] = -a[i];
    acc_memcpy_from_device(r, acc_deviceptr(a), sizeof(int) * N);
    for (int i = 0; i < N; i++)
        if (r[i] != -in[i]) { CHECK(0, "present: r[%d] = %d, expected %d", i, r[i], -in[i]); break; }
    if (dev)
        for (int i = 0; i < N; i++)
            if (a[i] != in[i]) { CHECK(0, "host a[%d] changed to %d", i, a[i]); break; }
    acc_delete(a, sizeof(int) * N);

    /* 5. async after a region on the same queue */
#pragma acc parallel loop deviceptr(d) async(12)
    for (int i = 0; i < N; i++) d[i] = d[i] + 2;
    for (int i = 0; i < N; i++) r[i] = -1;
    acc_memcpy_from_device_async(r, d, sizeof(int) * N, 12);
    acc_wait(12);
    for (int i = 0; i < N; i++)
        if (r[i] != in[i] * 3 + 3) { CHECK(0, "async(12): r[%d] = %d, expected %d", i, r[i], in[i] * 3 + 3); break; }

    /* 6. async with acc_async_noval */
#pragma acc parallel loop deviceptr(d) async
    for (int i = 0; i < N; i++) d[i] = i;
    for (int i = 0; i < N; i++) r[i] = -1;
    acc_memcpy_from_device_async(r, d, sizeof(int) * N, acc_async_noval);
    acc_wait(acc_async_noval);
    for (int i = 0; i < N; i++)
        if (r[i] != i) { CHECK(0, "async noval: r[%d] = %d, expected %d", i, r[i], i); break; }

    /* 7. acc_async_sync: complete on return */
    for (int i = 0; i < N; i++) r[i] = -1;
    acc_memcpy_from_device_async(r, d, sizeof(int) * N, acc_async_sync);
    for (int i = 0; i < N; i++)
        if (r[i] != i) { CHECK(0, "acc_async_sync: r[%d] = %d, expected %d", i, r[i], i); break; }

    acc_free(d);
    free(in); free(r); free(a);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
