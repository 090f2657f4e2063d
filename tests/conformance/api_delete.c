/* api_delete.c: acc_delete and acc_delete_async (OpenACC 3.3 section 3.2, acc_delete): dynamic count decrement, removal at zero without any copy back, structured references keep the data, async queues. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0x85EBCA6Bu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N 4000

/* host a must hold orig (device mode: nothing copied back) or orig+k (shared memory) */
static void expect(const int *a, const int *orig, int dev, int k, const char *what)
{
    for (int i = 0; i < N; i++) {
        int e = dev ? orig[i] : orig[i] + k;
        if (a[i] != e) { printf("FAIL %s: a[%d] = %d, expected %d\n", what, i, a[i], e); fails++; return; }
    }
}

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    int *a = malloc(sizeof(int) * N), *orig = malloc(sizeof(int) * N), *r = malloc(sizeof(int) * N);
    for (int i = 0; i < N; i++) { orig[i] = (int)(xrand() % 50000u); a[i] = orig[i]; }

    /* 1. count 1: removed, device changes are discarded */
    acc_copyin(a, sizeof(int) * N);
#pragma acc parallel loop present(a[0:N])
    for (int i = 0; i < N; i++) a[i] += 10;
    acc_delete(a, sizeof(int) * N);
    if (dev) CHECK(!acc_is_present(a, sizeof(int) * N), "still present after acc_delete");
    expect(a, orig, dev, 10, "acc_delete must not copy back");

    /* 2. count 2: the first acc_delete only decrements; the data stays usable */
    for (int i = 0; i < N; i++) a[i] = orig[i];
    acc_create(a, sizeof(int) * N);
    acc_update_device(a, sizeof(int) * N);
    acc_copyin(a, sizeof(int) * N);
    acc_delete(a, sizeof(int) * N);
    CHECK(acc_is_present(a, sizeof(int) * N), "removed while the dynamic count was 1");
#pragma acc parallel loop present(a[0:N]) copyout(r[0:N])
    for (int i = 0; i < N; i++) r[i] = a[i] * 2;
    for (int i = 0; i < N; i++)
        if (r[i] != orig[i] * 2) { CHECK(0, "after first delete: r[%d] = %d, expected %d", i, r[i], orig[i] * 2); break; }
    acc_delete(a, sizeof(int) * N);
    if (dev) CHECK(!acc_is_present(a, sizeof(int) * N), "still present after the second acc_delete");

    /* 3. a structured reference holds it: acc_delete only drops the dynamic count */
    for (int i = 0; i < N; i++) a[i] = orig[i];
#pragma acc data copyin(a[0:N])
    {
        acc_copyin(a, sizeof(int) * N);
        acc_delete(a, sizeof(int) * N);
        CHECK(acc_is_present(a, sizeof(int) * N), "removed inside the data region");
#pragma acc parallel loop present(a[0:N]) copyout(r[0:N])
        for (int i = 0; i < N; i++) r[i] = a[i] + 1;
    }
    if (dev) CHECK(!acc_is_present(a, sizeof(int) * N), "still present after the data region");
    for (int i = 0; i < N; i++)
        if (r[i] != orig[i] + 1) { CHECK(0, "data region: r[%d] = %d, expected %d", i, r[i], orig[i] + 1); break; }

    /* 4. acc_delete_async after a region on the same queue */
    for (int i = 0; i < N; i++) a[i] = orig[i];
    acc_copyin_async(a, sizeof(int) * N, 6);
#pragma acc parallel loop present(a[0:N]) copyout(r[0:N]) async(6)
    for (int i = 0; i < N; i++) { r[i] = a[i] - 3; a[i] = -1; }
    acc_delete_async(a, sizeof(int) * N, 6);
    acc_wait(6);
    if (dev) CHECK(!acc_is_present(a, sizeof(int) * N), "still present after acc_delete_async");
    for (int i = 0; i < N; i++)
        if (r[i] != orig[i] - 3) { CHECK(0, "async: r[%d] = %d, expected %d", i, r[i], orig[i] - 3); break; }
    for (int i = 0; i < N; i++) {
        int e = dev ? orig[i] : -1;
        if (a[i] != e) { CHECK(0, "async: a[%d] = %d, expected %d (no copy back)", i, a[i], e); break; }
    }

    /* 5. acc_delete_async with acc_async_noval */
    for (int i = 0; i < N; i++) a[i] = orig[i];
    acc_copyin(a, sizeof(int) * N);
#pragma acc parallel loop present(a[0:N]) async
    for (int i = 0; i < N; i++) a[i] += 4;
    acc_delete_async(a, sizeof(int) * N, acc_async_noval);
    acc_wait(acc_async_noval);
    if (dev) CHECK(!acc_is_present(a, sizeof(int) * N), "still present after acc_delete_async(noval)");
    expect(a, orig, dev, 4, "acc_delete_async(noval)");

    free(a); free(orig); free(r);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
