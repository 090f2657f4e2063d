/* api_wait_async.c: acc_wait_async (OpenACC 3.3 section 3.2, acc_wait): later work on queue async_arg runs after what is on queue wait_arg now, without the host waiting; acc_async_noval on either side; a queue never used. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0x67332667u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N (1 << 15)
#define K 800

static unsigned lcg(unsigned x) { for (int k = 0; k < K; k++) x = x * 1664525u + 1013904223u; return x; }

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    unsigned *a = malloc(sizeof(unsigned) * N), *b = malloc(sizeof(unsigned) * N), *orig = malloc(sizeof(unsigned) * N);
    for (int i = 0; i < N; i++) { orig[i] = xrand(); a[i] = orig[i]; b[i] = 0; }
    acc_copyin(a, sizeof(unsigned) * N);
    acc_copyin(b, sizeof(unsigned) * N);

    /* queue 1 produces a (slowly); queue 2 waits for it, then consumes a */
#pragma acc parallel loop present(a[0:N]) async(1)
    for (int i = 0; i < N; i++) {
        unsigned x = a[i];
        for (int k = 0; k < K; k++) x = x * 1664525u + 1013904223u;
        a[i] = x;
    }
    acc_wait_async(1, 2);
#pragma acc parallel loop present(a[0:N], b[0:N]) async(2)
    for (int i = 0; i < N; i++) b[i] = a[i] + 1u;
    acc_update_self_async(b, sizeof(unsigned) * N, 2);
    acc_wait(2);
    for (int i = 0; i < N; i++)
        if (b[i] != lcg(orig[i]) + 1u) { CHECK(0, "queue 2 after queue 1: b[%d] = %u, expected %u", i, b[i], lcg(orig[i]) + 1u); break; }
    acc_wait(1);

    /* queue 3 -> the default queue (acc_async_noval as async_arg) */
    for (int i = 0; i < N; i++) a[i] = orig[i];
    acc_update_device(a, sizeof(unsigned) * N);
#pragma acc parallel loop present(a[0:N]) async(3)
    for (int i = 0; i < N; i++) {
        unsigned x = a[i];
        for (int k = 0; k < K; k++) x = x * 1664525u + 1013904223u;
        a[i] = x;
    }
    acc_wait_async(3, acc_async_noval);
#pragma acc parallel loop present(a[0:N], b[0:N]) async
    for (int i = 0; i < N; i++) b[i] = a[i] ^ 0x0F0F0F0Fu;
    acc_update_self_async(b, sizeof(unsigned) * N, acc_async_noval);
    acc_wait(acc_async_noval);
    for (int i = 0; i < N; i++)
        if (b[i] != (lcg(orig[i]) ^ 0x0F0F0F0Fu)) { CHECK(0, "default queue after queue 3: b[%d] = %u, expected %u", i, b[i], lcg(orig[i]) ^ 0x0F0F0F0Fu); break; }
    acc_wait(3);

    /* the default queue (acc_async_noval as wait_arg) -> queue 4 */
    for (int i = 0; i < N; i++) a[i] = orig[i];
    acc_update_device(a, sizeof(unsigned) * N);
#pragma acc parallel loop present(a[0:N]) async
    for (int i = 0; i < N; i++) {
        unsigned x = a[i];
        for (int k = 0; k < K; k++) x = x * 1664525u + 1013904223u;
        a[i] = x;
    }
    acc_wait_async(acc_async_noval, 4);
#pragma acc parallel loop present(a[0:N], b[0:N]) async(4)
    for (int i = 0; i < N; i++) b[i] = a[i] * 3u;
    acc_update_self_async(b, sizeof(unsigned) * N, 4);
    acc_wait(4);
    for (int i = 0; i < N; i++)
        if (b[i] != lcg(orig[i]) * 3u) { CHECK(0, "queue 4 after the default queue: b[%d] = %u, expected %u", i, b[i], lcg(orig[i]) * 3u); break; }
    acc_wait(acc_async_noval);

    /* waiting on a queue never used adds nothing */
    acc_wait_async(35, 5);
#pragma acc parallel loop present(b[0:N]) async(5)
    for (int i = 0; i < N; i++) b[i] = b[i] + 2u;
    acc_update_self_async(b, sizeof(unsigned) * N, 5);
    acc_wait(5);
    for (int i = 0; i < N; i++)
        if (b[i] != lcg(orig[i]) * 3u + 2u) { CHECK(0, "queue 5: b[%d] = %u, expected %u", i, b[i], lcg(orig[i]) * 3u + 2u); break; }

    /* acc_async_sync as async_arg: the host itself waits for queue 6 */
    for (int i = 0; i < N; i++) a[i] = orig[i];
    acc_update_device(a, sizeof(unsigned) * N);
#pragma acc parallel loop present(a[0:N]) async(6)
    for (int i = 0; i < N; i++) {
        unsigned x = a[i];
        for (int k = 0; k < K; k++) x = x * 1664525u + 1013904223u;
        a[i] = x;
    }
    acc_update_self_async(a, sizeof(unsigned) * N, 6);
    acc_wait_async(6, acc_async_sync);
    for (int i = 0; i < N; i++)
        if (a[i] != lcg(orig[i])) { CHECK(0, "acc_wait_async(6, acc_async_sync): a[%d] = %u, expected %u", i, a[i], lcg(orig[i])); break; }

    acc_delete(a, sizeof(unsigned) * N);
    acc_delete(b, sizeof(unsigned) * N);
    free(a); free(b); free(orig);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
