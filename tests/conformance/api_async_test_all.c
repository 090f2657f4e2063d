/* api_async_test_all.c: acc_async_test_all (OpenACC 3.3 section 3.2, acc_async_test_all): nonzero only when every queue is done (polling it is enough to read every queue's results), nonzero when nothing is queued. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0xCBBB9D5Du;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N (1 << 15)
#define K 400

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

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    unsigned *a = malloc(sizeof(unsigned) * N), *b = malloc(sizeof(unsigned) * N), *c = malloc(sizeof(unsigned) * N);
    unsigned *orig = malloc(sizeof(unsigned) * N);
    for (int i = 0; i < N; i++) { orig[i] = xrand(); a[i] = b[i] = c[i] = orig[i]; }

    CHECK(acc_async_test_all() != 0, "nothing queued yet: acc_async_test_all must be nonzero");
    acc_copyin(a, sizeof(unsigned) * N);
    acc_copyin(b, sizeof(unsigned) * N);
    acc_copyin(c, sizeof(unsigned) * N);

    work(a, 1664525u, 1);
    work(b, 22695477u, 2);
    work(c, 1103515245u, acc_async_noval);
    while (!acc_async_test_all()) ;
    for (int i = 0; i < N; i++) {
        if (a[i] != lcg(orig[i], 1664525u)) { CHECK(0, "queue 1: a[%d] = %u, expected %u", i, a[i], lcg(orig[i], 1664525u)); break; }
        if (b[i] != lcg(orig[i], 22695477u)) { CHECK(0, "queue 2: b[%d] = %u, expected %u", i, b[i], lcg(orig[i], 22695477u)); break; }
        if (c[i] != lcg(orig[i], 1103515245u)) { CHECK(0, "default queue: c[%d] = %u, expected %u", i, c[i], lcg(orig[i], 1103515245u)); break; }
    }
    CHECK(acc_async_test(1) && acc_async_test(2) && acc_async_test(acc_async_noval),
          "acc_async_test_all was nonzero while a queue was busy");
    CHECK(acc_async_test_all() != 0, "busy again");

    acc_delete(a, sizeof(unsigned) * N);
    acc_delete(b, sizeof(unsigned) * N);
    acc_delete(c, sizeof(unsigned) * N);
    free(a); free(b); free(c); free(orig);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
