/* api_shutdown.c: acc_shutdown (OpenACC 3.3 section 3.2.8): after finished async work and removed data, shutting a device type down and initialising it again leaves results on the host intact and regions, data and queues working. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0xABCDEF01u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N 4000

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    acc_device_t t = acc_get_device_type();

    long *a = malloc(sizeof(long) * N), *b = malloc(sizeof(long) * N), *orig = malloc(sizeof(long) * N);
    for (int i = 0; i < N; i++) { orig[i] = (long)(xrand() % 1000000u); a[i] = orig[i]; }

    for (int round = 0; round < 3; round++) {
        /* data, a region, async work, all finished before shutting down */
        acc_copyin(a, sizeof(long) * N);
        acc_create(b, sizeof(long) * N);
#pragma acc parallel loop present(a[0:N], b[0:N]) async(2)
        for (int i = 0; i < N; i++) b[i] = a[i] * 2 + round;
        acc_copyout_async(b, sizeof(long) * N, 2);
        acc_wait(2);
        acc_delete(a, sizeof(long) * N);
        acc_shutdown(t);
        for (int i = 0; i < N; i++)
            if (b[i] != orig[i] * 2 + round) { CHECK(0, "round %d: b[%d] = %ld, expected %ld", round, i, b[i], orig[i] * 2 + round); break; }
        acc_init(t);
        CHECK(acc_get_device_type() == t, "round %d: type %d after acc_init", round, (int)acc_get_device_type());
    }

    /* after the last re-initialisation */
    int d2 = -1;
#pragma acc serial copyout(d2)
    d2 = acc_on_device(acc_device_not_host);
    CHECK(d2 == dev, "regions now run on the %s", d2 ? "device" : "host");
    for (int i = 0; i < N; i++) b[i] = -1;
#pragma acc parallel loop copyin(a[0:N]) copyout(b[0:N])
    for (int i = 0; i < N; i++) b[i] = a[i] - 1;
    for (int i = 0; i < N; i++)
        if (b[i] != orig[i] - 1) { CHECK(0, "after: b[%d] = %ld, expected %ld", i, b[i], orig[i] - 1); break; }
    if (dev) CHECK(!acc_is_present(a, sizeof(long) * N), "a present after its region");

    free(a); free(b); free(orig);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
