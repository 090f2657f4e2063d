/* api_async_test_device.c: acc_async_test_device (OpenACC 3.3 section 3.2, acc_async_test): tests a queue of a given device number: nonzero once its work is done (polling is enough to read results), nonzero for a queue never used; another device's queue when there are two. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0x5BE0CD19u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N (1 << 15)
#define K 500

static unsigned lcg(unsigned x) { for (int k = 0; k < K; k++) x = x * 1664525u + 1013904223u; return x; }

/* a <- lcg(a) on the device, then back to the host, all on queue q */
static void work(unsigned *a, int q)
{
#pragma acc parallel loop present(a[0:N]) async(q)
    for (int i = 0; i < N; i++) {
        unsigned x = a[i];
        for (int k = 0; k < K; k++) x = x * 1664525u + 1013904223u;
        a[i] = x;
    }
    acc_update_self_async(a, sizeof(unsigned) * N, q);
}

static void expect(const unsigned *a, const unsigned *orig, const char *what)
{
    for (int i = 0; i < N; i++)
        if (a[i] != lcg(orig[i])) { printf("FAIL %s: a[%d] = %u, expected %u\n", what, i, a[i], lcg(orig[i])); fails++; return; }
}

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    acc_device_t t = acc_get_device_type();
    int num = acc_get_device_num(t), ndev = acc_get_num_devices(t);
    printf("device type %d, device %d of %d\n", (int)t, num, ndev);

    unsigned *a = malloc(sizeof(unsigned) * N), *b = malloc(sizeof(unsigned) * N), *orig = malloc(sizeof(unsigned) * N);
    for (int i = 0; i < N; i++) { orig[i] = xrand(); a[i] = b[i] = orig[i]; }

    CHECK(acc_async_test_device(23, num) != 0, "queue 23 of device %d was never used", num);

    acc_copyin(a, sizeof(unsigned) * N);
    work(a, 3);
    while (!acc_async_test_device(3, num)) ;
    expect(a, orig, "queue 3 of the current device");
    CHECK(acc_async_test_device(3, num) != 0, "queue 3 busy again");

    /* the default queue through acc_async_noval */
    for (int i = 0; i < N; i++) a[i] = orig[i];
    acc_update_device(a, sizeof(unsigned) * N);
    work(a, acc_async_noval);
    while (!acc_async_test_device(acc_async_noval, num)) ;
    expect(a, orig, "default queue");
    acc_delete(a, sizeof(unsigned) * N);

    /* another device's queue, tested from the current device */
    if (dev && ndev >= 2) {
        int other = (num + 1) % ndev;
        acc_set_device_num(other, t);
        acc_copyin(b, sizeof(unsigned) * N);
        work(b, 5);
        acc_set_device_num(num, t);
        while (!acc_async_test_device(5, other)) ;
        expect(b, orig, "queue 5 of the other device");
        acc_set_device_num(other, t);
        acc_delete(b, sizeof(unsigned) * N);
        acc_set_device_num(num, t);
        CHECK(acc_get_device_num(t) == num, "current device changed");
    }

    free(a); free(b); free(orig);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
