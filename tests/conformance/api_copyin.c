/* api_copyin.c: acc_copyin and acc_copyin_async (OpenACC 3.3 section 3.2, acc_copyin): returns the device address, copies only when absent, counts dynamic references, deviceptr use of the result, async queues. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0x3C6EF372u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N 4096

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    int *a = malloc(sizeof(int) * N), *orig = malloc(sizeof(int) * N), *r = malloc(sizeof(int) * N);
    for (int i = 0; i < N; i++) { orig[i] = (int)(xrand() % 100000u) - 50000; a[i] = orig[i]; }

    /* 1. absent: allocates, copies, returns the device address */
    int *p = acc_copyin(a, sizeof(int) * N);
    CHECK(p != NULL, "acc_copyin returned NULL");
    CHECK(acc_is_present(a, sizeof(int) * N), "not present after acc_copyin");
    CHECK(acc_deviceptr(a) == (void *)p, "acc_deviceptr(a) %p != acc_copyin result %p", acc_deviceptr(a), (void *)p);
    if (!dev) CHECK(p == a, "shared memory: acc_copyin must return the host address");
    for (int i = 0; i < N; i++) a[i] = -7;          /* later host writes are not seen by the device copy */
    for (int i = 0; i < N; i++) r[i] = -1;
#pragma acc parallel loop present(a[0:N]) copyout(r[0:N])
    for (int i = 0; i < N; i++) r[i] = 3 * a[i] + 1;
    for (int i = 0; i < N; i++) {
        int e = 3 * (dev ? orig[i] : -7) + 1;
        if (r[i] != e) { CHECK(0, "present: r[%d] = %d, expected %d", i, r[i], e); break; }
    }

    /* 2. the returned pointer works in a deviceptr clause */
    for (int i = 0; i < N; i++) r[i] = -1;
#pragma acc parallel loop deviceptr(p) copyout(r[0:N])
    for (int i = 0; i < N; i++) r[i] = p[i] - 5;
    for (int i = 0; i < N; i++) {
        int e = (dev ? orig[i] : -7) - 5;
        if (r[i] != e) { CHECK(0, "deviceptr: r[%d] = %d, expected %d", i, r[i], e); break; }
    }

    /* 3. already present: dynamic count +1, no copy, same address */
    for (int i = 0; i < N; i++) a[i] = 11;
    int *p2 = acc_copyin(a, sizeof(int) * N);
    CHECK(p2 == p, "second acc_copyin returned %p, expected %p", (void *)p2, (void *)p);
    int *p3 = acc_copyin(a + 100, sizeof(int) * 50);  /* a subarray of a present block */
    CHECK(p3 == p + 100, "acc_copyin(a+100) returned %p, expected %p", (void *)p3, (void *)(p + 100));
    for (int i = 0; i < N; i++) r[i] = -1;
#pragma acc parallel loop present(a[0:N]) copyout(r[0:N])
    for (int i = 0; i < N; i++) r[i] = a[i];
    for (int i = 0; i < N; i++) {
        int e = dev ? orig[i] : 11;
        if (r[i] != e) { CHECK(0, "after re-copyin: r[%d] = %d, expected %d (no copy when present)", i, r[i], e); break; }
    }
    acc_delete(a + 100, sizeof(int) * 50);             /* count 3 -> 2 */
    acc_delete(a, sizeof(int) * N);                    /* 2 -> 1 */
    if (dev) CHECK(acc_is_present(a, sizeof(int) * N), "gone after 2 of 3 deletes");
    acc_delete(a, sizeof(int) * N);                    /* 1 -> 0 */
    if (dev) CHECK(!acc_is_present(a, sizeof(int) * N), "still present after the last delete");

    /* 4. inside a data region (structured count 1) acc_copyin copies nothing and keeps the data after the region */
    for (int i = 0; i < N; i++) a[i] = orig[i];
#pragma acc data copyin(a[0:N])
    {
        for (int i = 0; i < N; i++) a[i] = 99;
        int *q = acc_copyin(a, sizeof(int) * N);
        CHECK(q == acc_deviceptr(a), "acc_copyin inside data region: %p vs %p", (void *)q, acc_deviceptr(a));
    }
    if (dev) CHECK(acc_is_present(a, sizeof(int) * N), "the dynamic reference from acc_copyin must outlive the data region");
    for (int i = 0; i < N; i++) r[i] = -1;
#pragma acc parallel loop present(a[0:N]) copyout(r[0:N])
    for (int i = 0; i < N; i++) r[i] = a[i] + 1;
    for (int i = 0; i < N; i++) {
        int e = (dev ? orig[i] : 99) + 1;
        if (r[i] != e) { CHECK(0, "after data region: r[%d] = %d, expected %d", i, r[i], e); break; }
    }
    acc_delete(a, sizeof(int) * N);

    /* 5. acc_copyin_async on a queue, then a region on the same queue */
    for (int i = 0; i < N; i++) { a[i] = orig[i]; r[i] = -1; }
    acc_copyin_async(a, sizeof(int) * N, 3);
#pragma acc parallel loop present(a[0:N]) copyout(r[0:N]) async(3)
    for (int i = 0; i < N; i++) r[i] = 2 * a[i];
    acc_wait(3);
    CHECK(acc_is_present(a, sizeof(int) * N), "not present after acc_copyin_async + wait");
    for (int i = 0; i < N; i++)
        if (r[i] != 2 * orig[i]) { CHECK(0, "async(3): r[%d] = %d, expected %d", i, r[i], 2 * orig[i]); break; }
    acc_delete(a, sizeof(int) * N);

    /* 6. acc_copyin_async with acc_async_noval (the default queue) */
    for (int i = 0; i < N; i++) r[i] = -1;
    acc_copyin_async(a, sizeof(int) * N, acc_async_noval);
#pragma acc parallel loop present(a[0:N]) copyout(r[0:N]) async
    for (int i = 0; i < N; i++) r[i] = a[i] - 1;
    acc_wait(acc_async_noval);
    for (int i = 0; i < N; i++)
        if (r[i] != orig[i] - 1) { CHECK(0, "async noval: r[%d] = %d, expected %d", i, r[i], orig[i] - 1); break; }
    acc_delete(a, sizeof(int) * N);

    /* 7. acc_async_sync: done when the call returns */
    for (int i = 0; i < N; i++) r[i] = -1;
    acc_copyin_async(a, sizeof(int) * N, acc_async_sync);
    CHECK(acc_is_present(a, sizeof(int) * N), "not present after acc_copyin_async(acc_async_sync)");
    for (int i = 0; i < N; i++) a[i] = 0;                 /* the copy is complete: this is not seen on a device */
#pragma acc parallel loop present(a[0:N]) copyout(r[0:N])
    for (int i = 0; i < N; i++) r[i] = a[i] + 2;
    for (int i = 0; i < N; i++) {
        int e = (dev ? orig[i] : 0) + 2;
        if (r[i] != e) { CHECK(0, "acc_async_sync: r[%d] = %d, expected %d", i, r[i], e); break; }
    }
    acc_delete(a, sizeof(int) * N);
    if (dev) CHECK(!acc_is_present(a, sizeof(int) * N), "still present at the end");

    free(a); free(orig); free(r);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
