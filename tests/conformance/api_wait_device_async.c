/* api_wait_device_async.c: acc_wait_device_async (OpenACC 3.3 section 3.2, acc_wait): on a given device number, later work on queue async_arg runs after what is on queue wait_arg now; acc_async_noval; a queue never used. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0x8EB44A87u;
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
    acc_device_t t = acc_get_device_type();
    int num = acc_get_device_num(t);

    unsigned *a = malloc(sizeof(unsigned) * N), *b = malloc(sizeof(unsigned) * N), *orig = malloc(sizeof(unsigned) * N);
    for (int i = 0; i < N; i++) { orig[i] = xrand(); a[i] = orig[i]; b[i] = 0; }
    acc_copyin(a, sizeof(unsigned) * N);
    acc_copyin(b, sizeof(unsigned) * N);

#pragma acc parallel loop present(a[0:N]) async(1)
    for (int i = 0; i < N; i++) {
        unsigned x = a[i];
        for (int k = 0; k < K; k++) x = x * 1664525u + 1013904223u;
        a[i] = x;
    }
    acc_wait_device_async(1, 2, num);
#pragma acc parallel loop present(a[0:N], b[0:N]) async(2)
    for (int i = 0; i < N; i++) b[i] = a[i] - 1u;
    acc_update_self_async(b, sizeof(unsigned) * N, 2);
    acc_wait_device(2, num);
    for (int i = 0; i < N; i++)
        if (b[i] != lcg(orig[i]) - 1u) { CHECK(0, "queue 2 after queue 1: b[%d] = %u, expected %u", i, b[i], lcg(orig[i]) - 1u); break; }
    acc_wait_device(1, num);

    /* queue 6 -> the default queue */
    for (int i = 0; i < N; i++) a[i] = orig[i];
    acc_update_device(a, sizeof(unsigned) * N);
#pragma acc parallel loop present(a[0:N]) async(6)
    for (int i = 0; i < N; i++) {
        unsigned x = a[i];
        for (int k = 0; k < K; k++) x = x * 1664525u + 1013904223u;
        a[i] = x;
    }
    acc_wait_device_async(6, acc_async_noval, num);
#pragma acc parallel loop present(a[0:N], b[0:N]) async
    for (int i = 0; i < N; i++) b[i] = a[i] * 5u;
    acc_update_self_async(b, sizeof(unsigned) * N, acc_async_noval);
    acc_wait_device(acc_async_noval, num);
    for (int i = 0; i < N; i++)
        if (b[i] != lcg(orig[i]) * 5u) { CHECK(0, "default queue after queue 6: b[%d] = %u, expected %u", i, b[i], lcg(orig[i]) * 5u); break; }
    acc_wait_device(6, num);

    /* a queue never used */
    acc_wait_device_async(37, 7, num);
#pragma acc parallel loop present(b[0:N]) async(7)
    for (int i = 0; i < N; i++) b[i] = b[i] + 9u;
    acc_update_self_async(b, sizeof(unsigned) * N, 7);
    acc_wait_device(7, num);
    for (int i = 0; i < N; i++)
        if (b[i] != lcg(orig[i]) * 5u + 9u) { CHECK(0, "queue 7: b[%d] = %u, expected %u", i, b[i], lcg(orig[i]) * 5u + 9u); break; }

    acc_delete(a, sizeof(unsigned) * N);
    acc_delete(b, sizeof(unsigned) * N);
    free(a); free(b); free(orig);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
