/* api_wait.c: acc_wait (OpenACC 3.3 section 3.2, acc_wait): returns once every operation on the queue is done (results readable after it), returns at once for a queue never used, acc_async_noval names the default queue, other queues are independent. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0x9159015Au;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N (1 << 15)
#define K 500

static unsigned lcg(unsigned x, unsigned m) { for (int k = 0; k < K; k++) x = x * m + 1013904223u; return x; }

static void work(unsigned *a, unsigned m, int q)
{
#pragma acc parallel loop present(a[0:N]) async(q)
    for (int i = 0; i < N; i++) {
        unsigned x = a[i];
        for (int k = 0; k < K; k++) x = x * m + 1013904223u;
        a[i] = x;
    }
    acc_update_self_async(a, sizeof(unsigned) * N, q);
}

static void expect(const unsigned *a, const unsigned *orig, unsigned m, const char *what)
{
    for (int i = 0; i < N; i++)
        if (a[i] != lcg(orig[i], m)) { printf("FAIL %s: [%d] = %u, expected %u\n", what, i, a[i], lcg(orig[i], m)); fails++; return; }
}

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    unsigned *a = malloc(sizeof(unsigned) * N), *b = malloc(sizeof(unsigned) * N), *orig = malloc(sizeof(unsigned) * N);
    for (int i = 0; i < N; i++) { orig[i] = xrand(); a[i] = b[i] = orig[i]; }

    acc_wait(31);                       /* never used: returns at once */
    acc_wait(acc_async_noval);          /* nothing on the default queue either */

    /* a region, an update and an async data routine on queue 1 */
    acc_copyin_async(a, sizeof(unsigned) * N, 1);
    work(a, 1664525u, 1);
    acc_wait(1);
    CHECK(acc_async_test(1) != 0, "queue 1 busy after acc_wait(1)");
    expect(a, orig, 1664525u, "queue 1");

    /* two queues: each acc_wait covers its own queue */
    for (int i = 0; i < N; i++) a[i] = orig[i];
    acc_update_device(a, sizeof(unsigned) * N);
    acc_copyin(b, sizeof(unsigned) * N);
    work(a, 22695477u, 1);
    work(b, 1103515245u, 2);
    acc_wait(2);
    expect(b, orig, 1103515245u, "queue 2");
    acc_wait(1);
    expect(a, orig, 22695477u, "queue 1 (second)");

    /* the default queue */
    for (int i = 0; i < N; i++) b[i] = orig[i];
    acc_update_device(b, sizeof(unsigned) * N);
    work(b, 1664525u, acc_async_noval);
    acc_wait(acc_async_noval);
    expect(b, orig, 1664525u, "default queue");

    /* the wait directive is the same wait */
    for (int i = 0; i < N; i++) a[i] = orig[i];
    acc_update_device(a, sizeof(unsigned) * N);
    work(a, 1103515245u, 4);
#pragma acc wait(4)
    expect(a, orig, 1103515245u, "wait(4) directive");

    acc_delete(a, sizeof(unsigned) * N);
    acc_delete(b, sizeof(unsigned) * N);
    free(a); free(b); free(orig);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
