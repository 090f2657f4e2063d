/* api_get_device_num.c: acc_get_device_num (OpenACC 3.3 section 3.2.5): a valid number of the current type, 0 for the host, follows acc_set_device_num, unchanged by regions, data routines and async work. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0x13579BDFu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N 1200

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    acc_device_t t = acc_get_device_type();
    int n = acc_get_num_devices(t), cur = acc_get_device_num(t);
    printf("type %d, device %d of %d\n", (int)t, cur, n);

    CHECK(cur >= 0 && cur < n, "device number %d of %d", cur, n);
    CHECK(acc_get_device_num(acc_device_host) == 0, "host device number %d", acc_get_device_num(acc_device_host));

    /* not changed by work */
    double *a = malloc(sizeof(double) * N);
    for (int i = 0; i < N; i++) a[i] = (double)(xrand() % 1000u);
    acc_copyin(a, sizeof(double) * N);
#pragma acc parallel loop present(a[0:N]) async(1)
    for (int i = 0; i < N; i++) a[i] = a[i] * 0.5;
    acc_wait(1);
    acc_copyout(a, sizeof(double) * N);
    CHECK(acc_get_device_num(t) == cur, "work changed the device number to %d", acc_get_device_num(t));

    /* follows acc_set_device_num, for every device of the type, backwards */
    for (int k = n - 1; k >= 0; k--) {
        acc_set_device_num(k, t);
        CHECK(acc_get_device_num(t) == k, "after acc_set_device_num(%d): %d", k, acc_get_device_num(t));
        int r = -1;
#pragma acc serial copyout(r)
        r = 40 + 2;
        CHECK(r == 42, "device %d: r = %d", k, r);
        CHECK(acc_get_device_num(t) == k, "a region changed the device number");
    }
    acc_set_device_num(cur, t);
    CHECK(acc_get_device_num(t) == cur, "restored: %d", acc_get_device_num(t));

    free(a);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
