/* api_set_default_async.c: acc_set_default_async (OpenACC 3.3 section 3.2, acc_set_default_async): async clauses without a number and acc_async_noval in routines then mean the chosen queue (results readable after acc_wait on its number); changing it again moves later work. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0x31415926u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N (1 << 15)
#define K 500

static unsigned lcg(unsigned x, unsigned m) { for (int k = 0; k < K; k++) x = x * m + 1013904223u; return x; }

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    int initial = acc_get_default_async();

    unsigned *a = malloc(sizeof(unsigned) * N), *orig = malloc(sizeof(unsigned) * N);
    for (int i = 0; i < N; i++) { orig[i] = xrand(); a[i] = orig[i]; }

    acc_set_default_async(7);
    /* acc_async_noval in a routine, async without a number on a construct: both queue 7 */
    acc_copyin_async(a, sizeof(unsigned) * N, acc_async_noval);
#pragma acc parallel loop present(a[0:N]) async
    for (int i = 0; i < N; i++) {
        unsigned x = a[i];
        for (int k = 0; k < K; k++) x = x * 1664525u + 1013904223u;
        a[i] = x;
    }
    acc_update_self_async(a, sizeof(unsigned) * N, acc_async_noval);
    acc_wait(7);
    for (int i = 0; i < N; i++)
        if (a[i] != lcg(orig[i], 1664525u)) { CHECK(0, "queue 7: a[%d] = %u, expected %u", i, a[i], lcg(orig[i], 1664525u)); break; }

    /* a second queue, then acc_wait(acc_async_noval) waits for it */
    acc_set_default_async(12);
    for (int i = 0; i < N; i++) a[i] = orig[i];
    acc_update_device_async(a, sizeof(unsigned) * N, acc_async_noval);
#pragma acc parallel loop present(a[0:N]) async
    for (int i = 0; i < N; i++) {
        unsigned x = a[i];
        for (int k = 0; k < K; k++) x = x * 22695477u + 1013904223u;
        a[i] = x;
    }
#pragma acc update self(a[0:N]) async
    acc_wait(acc_async_noval);
    CHECK(acc_async_test(12) != 0, "queue 12 busy after acc_wait(acc_async_noval)");
    for (int i = 0; i < N; i++)
        if (a[i] != lcg(orig[i], 22695477u)) { CHECK(0, "queue 12: a[%d] = %u, expected %u", i, a[i], lcg(orig[i], 22695477u)); break; }

    /* back to the initial default queue */
    acc_set_default_async(initial);
    CHECK(acc_get_default_async() == initial, "not restored: %d", acc_get_default_async());
    acc_delete(a, sizeof(unsigned) * N);
    free(a); free(orig);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
