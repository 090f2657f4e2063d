/* api_delete_finalize.c: acc_delete_finalize and acc_delete_finalize_async (OpenACC 3.3 section 3.2, acc_delete): the dynamic count drops to zero at once, removal without copy back unless a structured reference remains. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0xC2B2AE35u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N 3333

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    short *a = malloc(sizeof(short) * N), *orig = malloc(sizeof(short) * N);
    int *r = malloc(sizeof(int) * N);
    for (int i = 0; i < N; i++) { orig[i] = (short)(xrand() % 20000u); a[i] = orig[i]; }

    /* 1. dynamic count 4: one acc_delete_finalize removes, nothing copied back */
    for (int k = 0; k < 4; k++) acc_copyin(a, sizeof(short) * N);
#pragma acc parallel loop present(a[0:N])
    for (int i = 0; i < N; i++) a[i] = (short)(a[i] + 1);
    acc_delete_finalize(a, sizeof(short) * N);
    if (dev) CHECK(!acc_is_present(a, sizeof(short) * N), "still present after acc_delete_finalize");
    for (int i = 0; i < N; i++) {
        short e = dev ? orig[i] : (short)(orig[i] + 1);
        if (a[i] != e) { CHECK(0, "a[%d] = %d, expected %d", i, a[i], e); break; }
    }

    /* 2. structured reference remains: still present and usable, gone after the region */
    for (int i = 0; i < N; i++) a[i] = orig[i];
#pragma acc data copyin(a[0:N])
    {
        acc_copyin(a, sizeof(short) * N);
        acc_copyin(a, sizeof(short) * N);
        acc_delete_finalize(a, sizeof(short) * N);
        CHECK(acc_is_present(a, sizeof(short) * N), "removed while a structured reference remains");
#pragma acc parallel loop present(a[0:N]) copyout(r[0:N])
        for (int i = 0; i < N; i++) r[i] = a[i] * 3;
    }
    if (dev) CHECK(!acc_is_present(a, sizeof(short) * N), "dynamic references survived acc_delete_finalize");
    for (int i = 0; i < N; i++)
        if (r[i] != orig[i] * 3) { CHECK(0, "r[%d] = %d, expected %d", i, r[i], orig[i] * 3); break; }

    /* 3. acc_delete_finalize_async on a queue */
    acc_copyin_async(a, sizeof(short) * N, 9);
    acc_copyin_async(a, sizeof(short) * N, 9);
#pragma acc parallel loop present(a[0:N]) copyout(r[0:N]) async(9)
    for (int i = 0; i < N; i++) r[i] = a[i] - 100;
    acc_delete_finalize_async(a, sizeof(short) * N, 9);
    acc_wait(9);
    if (dev) CHECK(!acc_is_present(a, sizeof(short) * N), "still present after acc_delete_finalize_async");
    for (int i = 0; i < N; i++)
        if (r[i] != orig[i] - 100) { CHECK(0, "async: r[%d] = %d, expected %d", i, r[i], orig[i] - 100); break; }

    /* 4. with acc_async_noval */
    acc_copyin(a, sizeof(short) * N);
    acc_copyin(a, sizeof(short) * N);
    acc_delete_finalize_async(a, sizeof(short) * N, acc_async_noval);
    acc_wait(acc_async_noval);
    if (dev) CHECK(!acc_is_present(a, sizeof(short) * N), "still present after acc_delete_finalize_async(noval)");
    for (int i = 0; i < N; i++)
        if (a[i] != orig[i]) { CHECK(0, "host a[%d] = %d changed, expected %d", i, a[i], orig[i]); break; }

    free(a); free(orig); free(r);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
