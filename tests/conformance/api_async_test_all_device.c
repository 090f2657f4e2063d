/* api_async_test_all_device.c: acc_async_test_all_device (OpenACC 3.3 section 3.2, acc_async_test_all): every queue of a given device number is done (polling it is enough to read results); another device's queues when there are two. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0x629A292Au;
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
    acc_device_t t = acc_get_device_type();
    int num = acc_get_device_num(t), ndev = acc_get_num_devices(t);

    unsigned *a = malloc(sizeof(unsigned) * N), *b = malloc(sizeof(unsigned) * N), *orig = malloc(sizeof(unsigned) * N);
    for (int i = 0; i < N; i++) { orig[i] = xrand(); a[i] = b[i] = orig[i]; }

    CHECK(acc_async_test_all_device(num) != 0, "nothing queued on device %d yet", num);
    acc_copyin(a, sizeof(unsigned) * N);
    acc_copyin(b, sizeof(unsigned) * N);
    work(a, 1664525u, 1);
    work(b, 22695477u, 2);
    while (!acc_async_test_all_device(num)) ;
    expect(a, orig, 1664525u, "queue 1");
    expect(b, orig, 22695477u, "queue 2");
    CHECK(acc_async_test_device(1, num) && acc_async_test_device(2, num), "a queue is still busy");
    acc_delete(a, sizeof(unsigned) * N);
    acc_delete(b, sizeof(unsigned) * N);

    if (dev && ndev >= 2) {
        int other = (num + 1) % ndev;
        for (int i = 0; i < N; i++) a[i] = b[i] = orig[i];
        acc_set_device_num(other, t);
        acc_copyin(a, sizeof(unsigned) * N);
        acc_copyin(b, sizeof(unsigned) * N);
        work(a, 1664525u, 1);
        work(b, 22695477u, acc_async_noval);
        acc_set_device_num(num, t);
        while (!acc_async_test_all_device(other)) ;
        expect(a, orig, 1664525u, "other device, queue 1");
        expect(b, orig, 22695477u, "other device, default queue");
        acc_set_device_num(other, t);
        acc_delete(a, sizeof(unsigned) * N);
        acc_delete(b, sizeof(unsigned) * N);
        acc_set_device_num(num, t);
    }

    free(a); free(b); free(orig);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
