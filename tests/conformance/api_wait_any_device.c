/* api_wait_any_device.c: acc_wait_any_device (OpenACC 3.3 section 3.2, acc_wait_any): on a given device number, returns the index of a queue in the list whose work is all done (its results readable), skips acc_async_sync entries, returns -1 when there is nothing to wait for; a queue never used counts as done. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0x3956C25Bu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N (1 << 15)
#define K 500
#define Q 3

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
    int num = acc_get_device_num(acc_get_device_type());

    int none[2] = {acc_async_sync, acc_async_sync};
    CHECK(acc_wait_any_device(0, none, num) == -1, "count 0: acc_wait_any = %d, expected -1", acc_wait_any_device(0, none, num));
    CHECK(acc_wait_any_device(2, none, num) == -1, "all acc_async_sync: acc_wait_any = %d, expected -1", acc_wait_any_device(2, none, num));
    int idle[2] = {acc_async_sync, 41};
    CHECK(acc_wait_any_device(2, idle, num) == 1, "queue 41 never used: acc_wait_any = %d, expected 1", acc_wait_any_device(2, idle, num));

    int queues[Q] = {1, 2, 3};
    static const unsigned mult[Q] = {1664525u, 22695477u, 1103515245u};
    unsigned *a[Q], *orig = malloc(sizeof(unsigned) * N);
    for (int i = 0; i < N; i++) orig[i] = xrand();
    for (int q = 0; q < Q; q++) {
        a[q] = malloc(sizeof(unsigned) * N);
        for (int i = 0; i < N; i++) a[q][i] = orig[i];
        acc_copyin(a[q], sizeof(unsigned) * N);
    }
    for (int q = 0; q < Q; q++) work(a[q], mult[q], queues[q]);

    /* take the queues as they finish; each one returned must have its results on the host */
    int seen[Q] = {0}, got;
    for (int round = 0; round < Q; round++) {
        got = acc_wait_any_device(Q, queues, num);
        if (got < 0 || got >= Q || seen[got]) { CHECK(0, "round %d: acc_wait_any = %d", round, got); break; }
        seen[got] = 1;
        CHECK(acc_async_test_device(queues[got], num) != 0, "queue %d returned but busy", queues[got]);
        for (int i = 0; i < N; i++)
            if (a[got][i] != lcg(orig[i], mult[got])) { CHECK(0, "queue %d: a[%d] = %u, expected %u", queues[got], i, a[got][i], lcg(orig[i], mult[got])); break; }
        queues[got] = acc_async_sync;   /* drop it from the list */
    }
    got = acc_wait_any_device(Q, queues, num);
    CHECK(got == -1, "every entry is acc_async_sync now: acc_wait_any = %d", got);

    /* acc_async_noval in the list names the default queue */
    for (int i = 0; i < N; i++) a[0][i] = orig[i];
    acc_update_device(a[0], sizeof(unsigned) * N);
    work(a[0], 69069u, acc_async_noval);
    int list[2] = {acc_async_sync, acc_async_noval};
    got = acc_wait_any_device(2, list, num);
    CHECK(got == 1, "default queue: acc_wait_any = %d, expected 1", got);
    for (int i = 0; i < N; i++)
        if (a[0][i] != lcg(orig[i], 69069u)) { CHECK(0, "default queue: a[%d] = %u, expected %u", i, a[0][i], lcg(orig[i], 69069u)); break; }

    for (int q = 0; q < Q; q++) acc_delete(a[q], sizeof(unsigned) * N);

    /* another device's queue, from the current device */
    acc_device_t t = acc_get_device_type();
    int ndev = acc_get_num_devices(t);
    if (dev && ndev >= 2) {
        int other = (num + 1) % ndev, one[1] = {5};
        for (int i = 0; i < N; i++) a[1][i] = orig[i];
        acc_set_device_num(other, t);
        acc_copyin(a[1], sizeof(unsigned) * N);
        work(a[1], 1103515245u, 5);
        acc_set_device_num(num, t);
        got = acc_wait_any_device(1, one, other);
        CHECK(got == 0, "other device: acc_wait_any_device = %d, expected 0", got);
        for (int i = 0; i < N; i++)
            if (a[1][i] != lcg(orig[i], 1103515245u)) { CHECK(0, "other device: a[%d] = %u", i, a[1][i]); break; }
        acc_set_device_num(other, t);
        acc_delete(a[1], sizeof(unsigned) * N);
        acc_set_device_num(num, t);
    }
    for (int q = 0; q < Q; q++) free(a[q]);
    free(orig);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
