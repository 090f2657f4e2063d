/* api_memcpy_device.c: acc_memcpy_device and acc_memcpy_device_async (OpenACC 3.3 section 3.2, acc_memcpy_device): device to device copies between acc_malloc'd blocks and present data, at offsets, zero bytes, async queues. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0x9B05688Cu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N 4000

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    float *in = malloc(sizeof(float) * N), *r = malloc(sizeof(float) * N);
    for (int i = 0; i < N; i++) in[i] = (float)(xrand() % 100000u) / 64.0f;

    float *d1 = acc_malloc(sizeof(float) * N), *d2 = acc_malloc(sizeof(float) * N);
#pragma acc parallel loop deviceptr(d1, d2) copyin(in[0:N])
    for (int i = 0; i < N; i++) { d1[i] = in[i] * 2.0f; d2[i] = -1.0f; }

    /* 1. whole block */
    acc_memcpy_device(d2, d1, sizeof(float) * N);
#pragma acc parallel loop deviceptr(d2) copyout(r[0:N])
    for (int i = 0; i < N; i++) r[i] = d2[i];
    for (int i = 0; i < N; i++)
        if (r[i] != in[i] * 2.0f) { CHECK(0, "whole: r[%d] = %g, expected %g", i, r[i], in[i] * 2.0f); break; }

    /* 2. offsets on both sides; the rest of the destination keeps its values */
#pragma acc parallel loop deviceptr(d2)
    for (int i = 0; i < N; i++) d2[i] = -1.0f;
    acc_memcpy_device(d2 + 100, d1 + 2000, sizeof(float) * 1500);
    acc_memcpy_from_device(r, d2, sizeof(float) * N);
    for (int i = 0; i < N; i++) {
        float e = (i >= 100 && i < 1600) ? in[i + 1900] * 2.0f : -1.0f;
        if (r[i] != e) { CHECK(0, "offset: r[%d] = %g, expected %g", i, r[i], e); break; }
    }

    /* 3. zero bytes */
    acc_memcpy_device(d2, d1, 0);
    acc_memcpy_from_device(r, d2, sizeof(float));
    CHECK(r[0] == -1.0f, "zero-byte copy wrote d2[0] = %g", r[0]);

    /* 4. between the device copies of two present arrays */
    float *a = malloc(sizeof(float) * N), *b = malloc(sizeof(float) * N);
    for (int i = 0; i < N; i++) { a[i] = in[i]; b[i] = 0.0f; }
    acc_copyin(a, sizeof(float) * N);
    acc_copyin(b, sizeof(float) * N);
#pragma acc parallel loop present(a[0:N])
    for (int i = 0; i < N; i++) a[i] = a[i] + 10.0f;
    acc_memcpy_device(acc_deviceptr(b), acc_deviceptr(a), sizeof(float) * N);
    acc_copyout(b, sizeof(float) * N);
    for (int i = 0; i < N; i++)
        if (b[i] != in[i] + 10.0f) { CHECK(0, "present: b[%d] = %g, expected %g", i, b[i], in[i] + 10.0f); break; }
    acc_delete(a, sizeof(float) * N);

    /* 5. async, ordered between two regions on the same queue */
#pragma acc parallel loop deviceptr(d1) async(13)
    for (int i = 0; i < N; i++) d1[i] = d1[i] + 1.0f;
    acc_memcpy_device_async(d2, d1, sizeof(float) * N, 13);
#pragma acc parallel loop deviceptr(d2) copyout(r[0:N]) async(13)
    for (int i = 0; i < N; i++) r[i] = d2[i] * 0.5f;
    acc_wait(13);
    for (int i = 0; i < N; i++)
        if (r[i] != (in[i] * 2.0f + 1.0f) * 0.5f) { CHECK(0, "async(13): r[%d] = %g, expected %g", i, r[i], (in[i] * 2.0f + 1.0f) * 0.5f); break; }

    /* 6. async with acc_async_noval */
    acc_memcpy_device_async(d1, d2 + 1, sizeof(float) * (N - 1), acc_async_noval);
    acc_wait(acc_async_noval);
    acc_memcpy_from_device(r, d1, sizeof(float) * (N - 1));
    for (int i = 0; i < N - 1; i++)
        if (r[i] != in[i + 1] * 2.0f + 1.0f) { CHECK(0, "async noval: r[%d] = %g, expected %g", i, r[i], in[i + 1] * 2.0f + 1.0f); break; }

    acc_free(d1); acc_free(d2);
    free(in); free(r); free(a); free(b);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
