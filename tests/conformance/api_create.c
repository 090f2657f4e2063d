/* api_create.c: acc_create and acc_create_async (OpenACC 3.3 section 3.2, acc_create): allocates without copying, returns the device address, counts dynamic references when present, async queues. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0x9E3779B9u;
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

    double *a = malloc(sizeof(double) * N), *in = malloc(sizeof(double) * N);
    for (int i = 0; i < N; i++) in[i] = (double)(xrand() % 100000u) / 8.0;
    for (int i = 0; i < N; i++) a[i] = -1.0;

    /* 1. absent: allocate only; the region fills it; acc_copyout brings it back */
    double *p = acc_create(a, sizeof(double) * N);
    CHECK(p != NULL, "acc_create returned NULL");
    CHECK(acc_is_present(a, sizeof(double) * N), "not present after acc_create");
    CHECK(acc_deviceptr(a) == (void *)p, "acc_deviceptr(a) %p != acc_create result %p", acc_deviceptr(a), (void *)p);
#pragma acc parallel loop present(a[0:N]) copyin(in[0:N])
    for (int i = 0; i < N; i++) a[i] = in[i] * 2.0 + 0.5;
    if (dev)   /* the host copy is untouched until the data comes back */
        for (int i = 0; i < N; i++)
            if (a[i] != -1.0) { CHECK(0, "host a[%d] = %g changed before copyout", i, a[i]); break; }

    /* 2. present: acc_create only counts (same address, nothing allocated or copied) */
    double *p2 = acc_create(a, sizeof(double) * N);
    CHECK(p2 == p, "acc_create on present data returned %p, expected %p", (void *)p2, (void *)p);
    double *p3 = acc_create(a + 10, sizeof(double) * 20);
    CHECK(p3 == p + 10, "acc_create(a+10) returned %p, expected %p", (void *)p3, (void *)(p + 10));
    acc_copyout(a + 10, sizeof(double) * 20);          /* 3 -> 2: nothing copied */
    acc_copyout(a, sizeof(double) * N);                /* 2 -> 1: nothing copied */
    if (dev) {
        CHECK(acc_is_present(a, sizeof(double) * N), "gone before the last copyout");
        for (int i = 0; i < N; i++)
            if (a[i] != -1.0) { CHECK(0, "a[%d] = %g copied back while still referenced", i, a[i]); break; }
    }
    acc_copyout(a, sizeof(double) * N);                /* 1 -> 0: copied back, removed */
    if (dev) CHECK(!acc_is_present(a, sizeof(double) * N), "still present after the last copyout");
    for (int i = 0; i < N; i++)
        if (a[i] != in[i] * 2.0 + 0.5) { CHECK(0, "a[%d] = %g, expected %g", i, a[i], in[i] * 2.0 + 0.5); break; }

    /* 3. the returned address works in a deviceptr clause */
    double *q = acc_create(a, sizeof(double) * N);
#pragma acc parallel loop deviceptr(q) copyin(in[0:N])
    for (int i = 0; i < N; i++) q[i] = in[i] - 3.0;
    acc_update_self(a, sizeof(double) * N);
    for (int i = 0; i < N; i++)
        if (a[i] != in[i] - 3.0) { CHECK(0, "deviceptr: a[%d] = %g, expected %g", i, a[i], in[i] - 3.0); break; }
    acc_delete(a, sizeof(double) * N);

    /* 4. acc_create_async, region and copyout on the same queue */
    for (int i = 0; i < N; i++) a[i] = -1.0;
    acc_create_async(a, sizeof(double) * N, 5);
#pragma acc parallel loop present(a[0:N]) copyin(in[0:N]) async(5)
    for (int i = 0; i < N; i++) a[i] = in[i] + 1.0;
    acc_copyout_async(a, sizeof(double) * N, 5);
    acc_wait(5);
    for (int i = 0; i < N; i++)
        if (a[i] != in[i] + 1.0) { CHECK(0, "async(5): a[%d] = %g, expected %g", i, a[i], in[i] + 1.0); break; }
    if (dev) CHECK(!acc_is_present(a, sizeof(double) * N), "still present after async copyout");

    /* 5. acc_create_async with acc_async_noval */
    for (int i = 0; i < N; i++) a[i] = -1.0;
    acc_create_async(a, sizeof(double) * N, acc_async_noval);
#pragma acc parallel loop present(a[0:N]) copyin(in[0:N]) async
    for (int i = 0; i < N; i++) a[i] = in[i] * 4.0;
#pragma acc update self(a[0:N]) async
    acc_wait(acc_async_noval);
    for (int i = 0; i < N; i++)
        if (a[i] != in[i] * 4.0) { CHECK(0, "async noval: a[%d] = %g, expected %g", i, a[i], in[i] * 4.0); break; }
    acc_delete(a, sizeof(double) * N);

    free(a); free(in);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
