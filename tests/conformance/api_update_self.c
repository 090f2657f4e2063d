/* api_update_self.c: acc_update_self and acc_update_self_async (OpenACC 3.3 section 3.2, acc_update_self): the device copy is copied to host memory, whole block or a part, data stays present, async queues. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0x165667B1u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N 7000

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    unsigned *a = malloc(sizeof(unsigned) * N), *orig = malloc(sizeof(unsigned) * N);
    for (int i = 0; i < N; i++) { orig[i] = xrand(); a[i] = orig[i]; }
    acc_copyin(a, sizeof(unsigned) * N);

    /* 1. whole block */
#pragma acc parallel loop present(a[0:N])
    for (int i = 0; i < N; i++) a[i] = a[i] * 2654435761u + 1u;
    acc_update_self(a, sizeof(unsigned) * N);
    CHECK(acc_is_present(a, sizeof(unsigned) * N), "acc_update_self removed the data");
    for (int i = 0; i < N; i++)
        if (a[i] != orig[i] * 2654435761u + 1u) { CHECK(0, "whole: a[%d] = %u, expected %u", i, a[i], orig[i] * 2654435761u + 1u); break; }

    /* 2. a part only: outside [lo, lo+len) the host keeps its own values */
    int lo = 4000, len = 1500;
    for (int i = 0; i < N; i++) a[i] = orig[i];           /* host only */
#pragma acc parallel loop present(a[0:N])
    for (int i = 0; i < N; i++) a[i] = ~a[i];            /* device: ~(orig*k+1); shared memory: ~orig */
    acc_update_self(a + lo, sizeof(unsigned) * len);
    for (int i = 0; i < N; i++) {
        unsigned e;
        if (!dev) e = ~orig[i];
        else if (i >= lo && i < lo + len) e = ~(orig[i] * 2654435761u + 1u);
        else e = orig[i];
        if (a[i] != e) { CHECK(0, "part: a[%d] = %u, expected %u", i, a[i], e); break; }
    }

    /* 3. async on a queue after a region on it */
    for (int i = 0; i < N; i++) a[i] = orig[i];
    acc_update_device(a, sizeof(unsigned) * N);
#pragma acc parallel loop present(a[0:N]) async(8)
    for (int i = 0; i < N; i++) a[i] = a[i] ^ 0x5A5A5A5Au;
    acc_update_self_async(a, sizeof(unsigned) * N, 8);
    acc_wait(8);
    for (int i = 0; i < N; i++)
        if (a[i] != (orig[i] ^ 0x5A5A5A5Au)) { CHECK(0, "async(8): a[%d] = %u, expected %u", i, a[i], orig[i] ^ 0x5A5A5A5Au); break; }

    /* 4. async with acc_async_noval */
#pragma acc parallel loop present(a[0:N]) async
    for (int i = 0; i < N; i++) a[i] = a[i] + 17u;
    acc_update_self_async(a, sizeof(unsigned) * N, acc_async_noval);
    acc_wait(acc_async_noval);
    for (int i = 0; i < N; i++)
        if (a[i] != (orig[i] ^ 0x5A5A5A5Au) + 17u) { CHECK(0, "async noval: a[%d] = %u, expected %u", i, a[i], (orig[i] ^ 0x5A5A5A5Au) + 17u); break; }

    /* 5. acc_async_sync: the host copy is up to date when the call returns, no wait */
#pragma acc parallel loop present(a[0:N])
    for (int i = 0; i < N; i++) a[i] = a[i] * 3u;
    acc_update_self_async(a, sizeof(unsigned) * N, acc_async_sync);
    for (int i = 0; i < N; i++)
        if (a[i] != ((orig[i] ^ 0x5A5A5A5Au) + 17u) * 3u) { CHECK(0, "acc_async_sync: a[%d] = %u, expected %u", i, a[i], ((orig[i] ^ 0x5A5A5A5Au) + 17u) * 3u); break; }

    acc_delete(a, sizeof(unsigned) * N);
    free(a); free(orig);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
