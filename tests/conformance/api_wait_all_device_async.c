/* api_wait_all_device_async.c: acc_wait_all_device_async (OpenACC 3.3 section 3.2, acc_wait): on a given device number, later work on queue async_arg runs after everything now on its other queues; acc_async_noval as async_arg. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0xB5C0FBCFu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N (1 << 15)
#define K 700

static unsigned lcg(unsigned x, unsigned m) { for (int k = 0; k < K; k++) x = x * m + 1013904223u; return x; }

static void produce(unsigned *a, unsigned m, int q)
{
#pragma acc parallel loop present(a[0:N]) async(q)
    for (int i = 0; i < N; i++) {
        unsigned x = a[i];
        for (int k = 0; k < K; k++) x = x * m + 1013904223u;
        a[i] = x;
    }
}

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    acc_device_t t = acc_get_device_type();
    int num = acc_get_device_num(t);

    unsigned *a = malloc(sizeof(unsigned) * N), *b = malloc(sizeof(unsigned) * N), *c = malloc(sizeof(unsigned) * N);
    unsigned *orig = malloc(sizeof(unsigned) * N);
    for (int i = 0; i < N; i++) { orig[i] = xrand(); a[i] = b[i] = orig[i]; c[i] = 0; }
    acc_copyin(a, sizeof(unsigned) * N);
    acc_copyin(b, sizeof(unsigned) * N);
    acc_copyin(c, sizeof(unsigned) * N);

    produce(a, 1664525u, 1);
    produce(b, 22695477u, acc_async_noval);
    acc_wait_all_device_async(8, num);
#pragma acc parallel loop present(a[0:N], b[0:N], c[0:N]) async(8)
    for (int i = 0; i < N; i++) c[i] = a[i] + 2u * b[i];
    acc_update_self_async(c, sizeof(unsigned) * N, 8);
    acc_wait_device(8, num);
    for (int i = 0; i < N; i++) {
        unsigned e = lcg(orig[i], 1664525u) + 2u * lcg(orig[i], 22695477u);
        if (c[i] != e) { CHECK(0, "queue 8 after all: c[%d] = %u, expected %u", i, c[i], e); break; }
    }
    acc_wait_all_device(num);

    for (int i = 0; i < N; i++) a[i] = b[i] = orig[i];
    acc_update_device(a, sizeof(unsigned) * N);
    acc_update_device(b, sizeof(unsigned) * N);
    produce(a, 69069u, 2);
    produce(b, 1103515245u, 3);
    acc_wait_all_device_async(acc_async_noval, num);
#pragma acc parallel loop present(a[0:N], b[0:N], c[0:N]) async
    for (int i = 0; i < N; i++) c[i] = a[i] ^ b[i];
    acc_update_self_async(c, sizeof(unsigned) * N, acc_async_noval);
    acc_wait_device(acc_async_noval, num);
    for (int i = 0; i < N; i++) {
        unsigned e = lcg(orig[i], 69069u) ^ lcg(orig[i], 1103515245u);
        if (c[i] != e) { CHECK(0, "default queue after all: c[%d] = %u, expected %u", i, c[i], e); break; }
    }
    acc_wait_all_device(num);

    acc_delete(a, sizeof(unsigned) * N);
    acc_delete(b, sizeof(unsigned) * N);
    acc_delete(c, sizeof(unsigned) * N);
    free(a); free(b); free(c); free(orig);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
