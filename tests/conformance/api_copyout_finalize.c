/* api_copyout_finalize.c: acc_copyout_finalize and acc_copyout_finalize_async (OpenACC 3.3 section 3.2, acc_copyout): the dynamic count drops to zero at once, copy back and removal unless a structured reference remains. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0x1B873593u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N 2500

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    float *a = malloc(sizeof(float) * N), *orig = malloc(sizeof(float) * N);
    for (int i = 0; i < N; i++) { orig[i] = (float)(xrand() % 4096u) / 16.0f; a[i] = orig[i]; }

    /* 1. dynamic count 3: one acc_copyout_finalize copies back and removes */
    acc_copyin(a, sizeof(float) * N);
    acc_copyin(a, sizeof(float) * N);
    acc_create(a, sizeof(float) * N);
#pragma acc parallel loop present(a[0:N])
    for (int i = 0; i < N; i++) a[i] = a[i] * 2.0f + 1.0f;
    acc_copyout_finalize(a, sizeof(float) * N);
    if (dev) CHECK(!acc_is_present(a, sizeof(float) * N), "still present after acc_copyout_finalize");
    for (int i = 0; i < N; i++)
        if (a[i] != orig[i] * 2.0f + 1.0f) { CHECK(0, "a[%d] = %g, expected %g", i, a[i], orig[i] * 2.0f + 1.0f); break; }

    /* 2. a structured reference remains: dynamic count to zero, no copy, still present; the region's exit copies */
    for (int i = 0; i < N; i++) a[i] = orig[i];
#pragma acc data copy(a[0:N])
    {
        acc_copyin(a, sizeof(float) * N);
        acc_copyin(a, sizeof(float) * N);
#pragma acc parallel loop present(a[0:N])
        for (int i = 0; i < N; i++) a[i] = a[i] + 3.0f;
        acc_copyout_finalize(a, sizeof(float) * N);
        if (dev) {
            CHECK(acc_is_present(a, sizeof(float) * N), "removed while a structured reference remains");
            for (int i = 0; i < N; i++)
                if (a[i] != orig[i]) { CHECK(0, "copied back while structured count is 1: a[%d] = %g", i, a[i]); break; }
        }
    }
    if (dev) CHECK(!acc_is_present(a, sizeof(float) * N), "dynamic references survived acc_copyout_finalize");
    for (int i = 0; i < N; i++)
        if (a[i] != orig[i] + 3.0f) { CHECK(0, "after data region: a[%d] = %g, expected %g", i, a[i], orig[i] + 3.0f); break; }

    /* 3. acc_copyout_finalize_async on a queue */
    for (int i = 0; i < N; i++) a[i] = orig[i];
    acc_copyin_async(a, sizeof(float) * N, 4);
    acc_copyin_async(a, sizeof(float) * N, 4);
#pragma acc parallel loop present(a[0:N]) async(4)
    for (int i = 0; i < N; i++) a[i] = a[i] * 0.5f;
    acc_copyout_finalize_async(a, sizeof(float) * N, 4);
    acc_wait(4);
    if (dev) CHECK(!acc_is_present(a, sizeof(float) * N), "still present after acc_copyout_finalize_async");
    for (int i = 0; i < N; i++)
        if (a[i] != orig[i] * 0.5f) { CHECK(0, "async: a[%d] = %g, expected %g", i, a[i], orig[i] * 0.5f); break; }

    /* 4. acc_copyout_finalize_async with acc_async_noval */
    for (int i = 0; i < N; i++) a[i] = orig[i];
    acc_copyin(a, sizeof(float) * N);
    acc_copyin(a, sizeof(float) * N);
#pragma acc parallel loop present(a[0:N]) async
    for (int i = 0; i < N; i++) a[i] = a[i] - 2.0f;
    acc_copyout_finalize_async(a, sizeof(float) * N, acc_async_noval);
    acc_wait(acc_async_noval);
    for (int i = 0; i < N; i++)
        if (a[i] != orig[i] - 2.0f) { CHECK(0, "async noval: a[%d] = %g, expected %g", i, a[i], orig[i] - 2.0f); break; }
    if (dev) CHECK(!acc_is_present(a, sizeof(float) * N), "still present at the end");

    free(a); free(orig);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
