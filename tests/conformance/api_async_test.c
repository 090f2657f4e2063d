/* api_async_test.c: acc_async_test (OpenACC 3.3 section 3.2, acc_async_test): nonzero once every operation on the queue is done (polling it is enough to read the results), nonzero for a queue never used, acc_async_noval names the default queue. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0x1F83D9ABu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N (1 << 15)
#define K 500

static unsigned lcg(unsigned x) { for (int k = 0; k < K; k++) x = x * 1664525u + 1013904223u; return x; }

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    unsigned *a = malloc(sizeof(unsigned) * N), *orig = malloc(sizeof(unsigned) * N);
    for (int i = 0; i < N; i++) { orig[i] = xrand(); a[i] = orig[i]; }

    CHECK(acc_async_test(21) != 0, "queue 21 was never used: acc_async_test must be nonzero");

    /* poll queue 3 until done, then read the results without any other wait */
    acc_copyin_async(a, sizeof(unsigned) * N, 3);
#pragma acc parallel loop present(a[0:N]) async(3)
    for (int i = 0; i < N; i++) {
        unsigned x = a[i];
        for (int k = 0; k < K; k++) x = x * 1664525u + 1013904223u;
        a[i] = x;
    }
    acc_update_self_async(a, sizeof(unsigned) * N, 3);
    long polls = 0;
    while (!acc_async_test(3)) polls++;
    printf("polled queue 3 %ld times\n", polls);
    for (int i = 0; i < N; i++)
        if (a[i] != lcg(orig[i])) { CHECK(0, "queue 3: a[%d] = %u, expected %u", i, a[i], lcg(orig[i])); break; }
    CHECK(acc_async_test(3) != 0, "queue 3 not done any more");

    /* acc_async_noval: the default queue */
    for (int i = 0; i < N; i++) a[i] = orig[i];
    acc_update_device_async(a, sizeof(unsigned) * N, acc_async_noval);
#pragma acc parallel loop present(a[0:N]) async
    for (int i = 0; i < N; i++) a[i] = a[i] ^ 0xFFFF0000u;
    acc_update_self_async(a, sizeof(unsigned) * N, acc_async_noval);
    while (!acc_async_test(acc_async_noval)) ;
    for (int i = 0; i < N; i++)
        if (a[i] != (orig[i] ^ 0xFFFF0000u)) { CHECK(0, "noval: a[%d] = %u, expected %u", i, a[i], orig[i] ^ 0xFFFF0000u); break; }

    /* a queue with only data routines on it */
    for (int i = 0; i < N; i++) a[i] = 7u;
    acc_update_self_async(a, sizeof(unsigned) * N, 4);
    while (!acc_async_test(4)) ;
    for (int i = 0; i < N; i++) {
        unsigned e = dev ? orig[i] ^ 0xFFFF0000u : 7u;   /* shared memory: nothing to copy */
        if (a[i] != e) { CHECK(0, "queue 4: a[%d] = %u, expected %u", i, a[i], e); break; }
    }

    acc_delete(a, sizeof(unsigned) * N);
    CHECK(acc_async_test(3) != 0 && acc_async_test(4) != 0, "queues busy at the end");
    free(a); free(orig);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
