/* api_wait_all_async.c: acc_wait_all_async (OpenACC 3.3 section 3.2, acc_wait): later work on queue async_arg runs after everything now on every other queue, without the host waiting; acc_async_noval as async_arg. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0x7137449Bu;
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

    unsigned *a = malloc(sizeof(unsigned) * N), *b = malloc(sizeof(unsigned) * N), *c = malloc(sizeof(unsigned) * N);
    unsigned *d = malloc(sizeof(unsigned) * N), *orig = malloc(sizeof(unsigned) * N);
    for (int i = 0; i < N; i++) { orig[i] = xrand(); a[i] = b[i] = d[i] = orig[i]; c[i] = 0; }
    acc_copyin(a, sizeof(unsigned) * N);
    acc_copyin(b, sizeof(unsigned) * N);
    acc_copyin(c, sizeof(unsigned) * N);
    acc_copyin(d, sizeof(unsigned) * N);

    /* queues 1, 2 and the default queue produce; queue 3 waits for all of them and combines */
    produce(a, 1664525u, 1);
    produce(b, 22695477u, 2);
    produce(d, 69069u, acc_async_noval);
    acc_wait_all_async(3);
#pragma acc parallel loop present(a[0:N], b[0:N], c[0:N], d[0:N]) async(3)
    for (int i = 0; i < N; i++) c[i] = (a[i] ^ b[i]) + d[i];
    acc_update_self_async(c, sizeof(unsigned) * N, 3);
    acc_wait(3);
    for (int i = 0; i < N; i++) {
        unsigned e = (lcg(orig[i], 1664525u) ^ lcg(orig[i], 22695477u)) + lcg(orig[i], 69069u);
        if (c[i] != e) { CHECK(0, "queue 3 after all: c[%d] = %u, expected %u", i, c[i], e); break; }
    }
    acc_wait_all();

    /* the default queue waits for queues 4 and 5 */
    for (int i = 0; i < N; i++) a[i] = b[i] = orig[i];
    acc_update_device(a, sizeof(unsigned) * N);
    acc_update_device(b, sizeof(unsigned) * N);
    produce(a, 1103515245u, 4);
    produce(b, 1664525u, 5);
    acc_wait_all_async(acc_async_noval);
#pragma acc parallel loop present(a[0:N], b[0:N], c[0:N]) async
    for (int i = 0; i < N; i++) c[i] = a[i] - b[i];
    acc_update_self_async(c, sizeof(unsigned) * N, acc_async_noval);
    acc_wait(acc_async_noval);
    for (int i = 0; i < N; i++) {
        unsigned e = lcg(orig[i], 1103515245u) - lcg(orig[i], 1664525u);
        if (c[i] != e) { CHECK(0, "default queue after all: c[%d] = %u, expected %u", i, c[i], e); break; }
    }
    acc_wait_all();

    /* acc_async_sync as async_arg: the host waits for every queue */
    for (int i = 0; i < N; i++) a[i] = b[i] = orig[i];
    acc_update_device(a, sizeof(unsigned) * N);
    acc_update_device(b, sizeof(unsigned) * N);
    produce(a, 69069u, 6);
    acc_update_self_async(a, sizeof(unsigned) * N, 6);
    produce(b, 22695477u, acc_async_noval);
    acc_update_self_async(b, sizeof(unsigned) * N, acc_async_noval);
    acc_wait_all_async(acc_async_sync);
    for (int i = 0; i < N; i++) {
        if (a[i] != lcg(orig[i], 69069u)) { CHECK(0, "sync: a[%d] = %u, expected %u", i, a[i], lcg(orig[i], 69069u)); break; }
        if (b[i] != lcg(orig[i], 22695477u)) { CHECK(0, "sync: b[%d] = %u, expected %u", i, b[i], lcg(orig[i], 22695477u)); break; }
    }

    acc_delete(a, sizeof(unsigned) * N);
    acc_delete(b, sizeof(unsigned) * N);
    acc_delete(c, sizeof(unsigned) * N);
    acc_delete(d, sizeof(unsigned) * N);
    free(a); free(b); free(c); free(d); free(orig);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
