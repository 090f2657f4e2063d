/* api_wait_all.c: acc_wait_all (OpenACC 3.3 section 3.2, acc_wait): returns once every queue is done (results of all of them readable), including the default queue; returns at once when nothing is queued. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0xDB0C2E0Du;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N (1 << 15)
#define K 400
#define Q 4

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

    static const int queues[Q] = {1, 2, 17, acc_async_noval};
    static const unsigned mult[Q] = {1664525u, 22695477u, 1103515245u, 69069u};
    unsigned *a[Q], *orig = malloc(sizeof(unsigned) * N);
    for (int i = 0; i < N; i++) orig[i] = xrand();

    acc_wait_all();                     /* nothing queued: returns */
    for (int q = 0; q < Q; q++) {
        a[q] = malloc(sizeof(unsigned) * N);
        for (int i = 0; i < N; i++) a[q][i] = orig[i];
        acc_copyin_async(a[q], sizeof(unsigned) * N, queues[q]);
        work(a[q], mult[q], queues[q]);
    }
    acc_wait_all();
    CHECK(acc_async_test_all() != 0, "a queue is busy after acc_wait_all");
    for (int q = 0; q < Q; q++)
        for (int i = 0; i < N; i++)
            if (a[q][i] != lcg(orig[i], mult[q])) { CHECK(0, "queue %d: a[%d] = %u, expected %u", queues[q], i, a[q][i], lcg(orig[i], mult[q])); break; }

    /* the wait directive without arguments is the same wait */
    for (int q = 0; q < Q; q++) {
        for (int i = 0; i < N; i++) a[q][i] = orig[i];
        acc_update_device(a[q], sizeof(unsigned) * N);
        work(a[q], mult[Q - 1 - q], queues[q]);
    }
#pragma acc wait
    for (int q = 0; q < Q; q++)
        for (int i = 0; i < N; i++)
            if (a[q][i] != lcg(orig[i], mult[Q - 1 - q])) { CHECK(0, "wait directive, queue %d: a[%d] = %u", queues[q], i, a[q][i]); break; }

    for (int q = 0; q < Q; q++) { acc_delete(a[q], sizeof(unsigned) * N); free(a[q]); }
    free(orig);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
