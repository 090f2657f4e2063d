/* api_copyout.c: acc_copyout and acc_copyout_async (OpenACC 3.3 section 3.2, acc_copyout): dynamic count decrement, copy back and removal only at zero, no copy while a structured reference remains, async queues. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0xDEADBEEFu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N 3000

static int expect_all(const long *a, const long *orig, int mult, int add, const char *what)
{
    for (int i = 0; i < N; i++)
        if (a[i] != orig[i] * mult + add) {
            printf("FAIL %s: a[%d] = %ld, expected %ld\n", what, i, a[i], orig[i] * mult + add);
            fails++;
            return 0;
        }
    return 1;
}

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    long *a = malloc(sizeof(long) * N), *orig = malloc(sizeof(long) * N);
    for (int i = 0; i < N; i++) { orig[i] = (long)(xrand() % 1000000u) - 500000; a[i] = orig[i]; }

    /* 1. count 1: copy back and remove */
    acc_copyin(a, sizeof(long) * N);
#pragma acc parallel loop present(a[0:N])
    for (int i = 0; i < N; i++) a[i] = a[i] * 3 + 7;
    acc_copyout(a, sizeof(long) * N);
    if (dev) CHECK(!acc_is_present(a, sizeof(long) * N), "still present after acc_copyout");
    expect_all(a, orig, 3, 7, "copyout");

    /* 2. count 2: the first acc_copyout only decrements */
    for (int i = 0; i < N; i++) a[i] = orig[i];
    acc_copyin(a, sizeof(long) * N);
    acc_copyin(a, sizeof(long) * N);
#pragma acc parallel loop present(a[0:N])
    for (int i = 0; i < N; i++) a[i] = a[i] * 2;
    acc_copyout(a, sizeof(long) * N);
    if (dev) {
        CHECK(acc_is_present(a, sizeof(long) * N), "removed while the dynamic count was still 1");
        expect_all(a, orig, 1, 0, "copyout at count 2 must not copy");
    }
    acc_copyout(a, sizeof(long) * N);
    if (dev) CHECK(!acc_is_present(a, sizeof(long) * N), "still present after the second acc_copyout");
    expect_all(a, orig, 2, 0, "second copyout");

    /* 3. a structured reference holds the data: no copy at acc_copyout, the region's exit copies */
    for (int i = 0; i < N; i++) a[i] = orig[i];
#pragma acc data copy(a[0:N])
    {
        acc_copyin(a, sizeof(long) * N);
#pragma acc parallel loop present(a[0:N])
        for (int i = 0; i < N; i++) a[i] = a[i] + 5;
        acc_copyout(a, sizeof(long) * N);
        if (dev) {
            CHECK(acc_is_present(a, sizeof(long) * N), "removed inside the data region");
            expect_all(a, orig, 1, 0, "copyout inside data region must not copy");
        }
#pragma acc parallel loop present(a[0:N])
        for (int i = 0; i < N; i++) a[i] = a[i] * 2;
    }
    if (dev) CHECK(!acc_is_present(a, sizeof(long) * N), "still present after the data region");
    for (int i = 0; i < N; i++)
        if (a[i] != (orig[i] + 5) * 2) { CHECK(0, "data region: a[%d] = %ld, expected %ld", i, a[i], (orig[i] + 5) * 2); break; }

    /* 4. part of a block: acc_copyout of the whole after acc_copyin of the whole, through a subarray copyout of its own block */
    long *b = malloc(sizeof(long) * N);
    for (int i = 0; i < N; i++) b[i] = orig[i];
    acc_copyin(b + 100, sizeof(long) * 200);
#pragma acc parallel loop present(b[100:200])
    for (int i = 100; i < 300; i++) b[i] = -b[i];
    acc_copyout(b + 100, sizeof(long) * 200);
    for (int i = 0; i < N; i++) {
        long e = (i >= 100 && i < 300) ? -orig[i] : orig[i];
        if (b[i] != e) { CHECK(0, "subarray: b[%d] = %ld, expected %ld", i, b[i], e); break; }
    }

    /* 5. acc_copyout_async, after a region on the same queue */
    for (int i = 0; i < N; i++) a[i] = orig[i];
    acc_copyin(a, sizeof(long) * N);
#pragma acc parallel loop present(a[0:N]) async(2)
    for (int i = 0; i < N; i++) a[i] = a[i] - 9;
    acc_copyout_async(a, sizeof(long) * N, 2);
    acc_wait(2);
    expect_all(a, orig, 1, -9, "copyout_async(2)");
    if (dev) CHECK(!acc_is_present(a, sizeof(long) * N), "still present after acc_copyout_async");

    /* 6. acc_copyout_async with acc_async_noval */
    for (int i = 0; i < N; i++) a[i] = orig[i];
    acc_copyin_async(a, sizeof(long) * N, acc_async_noval);
#pragma acc parallel loop present(a[0:N]) async
    for (int i = 0; i < N; i++) a[i] = a[i] * 5;
    acc_copyout_async(a, sizeof(long) * N, acc_async_noval);
    acc_wait(acc_async_noval);
    expect_all(a, orig, 5, 0, "copyout_async(noval)");

    /* 7. acc_async_sync: copied back and removed when the call returns */
    for (int i = 0; i < N; i++) a[i] = orig[i];
    acc_copyin(a, sizeof(long) * N);
#pragma acc parallel loop present(a[0:N])
    for (int i = 0; i < N; i++) a[i] = a[i] + 100;
    acc_copyout_async(a, sizeof(long) * N, acc_async_sync);
    if (dev) CHECK(!acc_is_present(a, sizeof(long) * N), "still present after acc_copyout_async(acc_async_sync)");
    expect_all(a, orig, 1, 100, "copyout_async(sync)");

    free(a); free(b); free(orig);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
