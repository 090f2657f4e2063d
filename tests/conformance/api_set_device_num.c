/* api_set_device_num.c: acc_set_device_num (OpenACC 3.3 section 3.2.4): selects each device of a type (acc_get_device_num follows, regions and data go there, data is per device), implies acc_set_device_type, a negative number restores the default. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0x2468ACE1u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N 2000

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    acc_device_t t = acc_get_device_type();
    int n = acc_get_num_devices(t), cur = acc_get_device_num(t);
    printf("type %d: %d device(s), current %d\n", (int)t, n, cur);

    int *a = malloc(sizeof(int) * N), *r = malloc(sizeof(int) * N);
    for (int i = 0; i < N; i++) a[i] = (int)(xrand() % 100000u);

    for (int k = 0; k < n; k++) {
        acc_set_device_num(k, t);
        CHECK(acc_get_device_num(t) == k, "after acc_set_device_num(%d): %d", k, acc_get_device_num(t));
        CHECK(acc_get_device_type() == t, "type changed to %d", (int)acc_get_device_type());
        /* data entered now lives on device k */
        acc_copyin(a, sizeof(int) * N);
        for (int i = 0; i < N; i++) r[i] = -1;
#pragma acc parallel loop present(a[0:N]) copyout(r[0:N])
        for (int i = 0; i < N; i++) r[i] = a[i] - k;
        for (int i = 0; i < N; i++)
            if (r[i] != a[i] - k) { CHECK(0, "device %d: r[%d] = %d, expected %d", k, i, r[i], a[i] - k); break; }
        if (dev && n >= 2) {            /* not present on another device of the type */
            int other = (k + 1) % n;
            acc_set_device_num(other, t);
            CHECK(!acc_is_present(a, sizeof(int) * N), "data of device %d is present on device %d", k, other);
            acc_set_device_num(k, t);
            CHECK(acc_is_present(a, sizeof(int) * N), "data of device %d is gone", k);
        }
        acc_delete(a, sizeof(int) * N);
    }

    /* it implies acc_set_device_type: device 0 of the host */
    acc_set_device_num(0, acc_device_host);
    CHECK(acc_get_device_type() == acc_device_host, "acc_set_device_num(0, host) left type %d", (int)acc_get_device_type());
    CHECK(acc_get_device_num(acc_device_host) == 0, "host device number %d", acc_get_device_num(acc_device_host));
    int on_host = -1;
#pragma acc serial copyout(on_host)
    on_host = acc_on_device(acc_device_host);
    CHECK(on_host != 0, "after acc_set_device_num(0, host) the region did not run on the host");

    /* and back */
    acc_set_device_num(cur, t);
    CHECK(acc_get_device_type() == t, "acc_set_device_num(%d, %d) left type %d", cur, (int)t, (int)acc_get_device_type());
    CHECK(acc_get_device_num(t) == cur, "back: device %d", acc_get_device_num(t));
    int d2 = -1;
#pragma acc serial copyout(d2)
    d2 = acc_on_device(acc_device_not_host);
    CHECK(d2 == dev, "back: region on the %s", d2 ? "device" : "host");

    /* negative: the default device of the type */
    acc_set_device_num(-1, t);
    int def = acc_get_device_num(t);
    CHECK(def >= 0 && def < n, "after acc_set_device_num(-1): device %d of %d", def, n);
    for (int i = 0; i < N; i++) r[i] = -1;
#pragma acc parallel loop copyin(a[0:N]) copyout(r[0:N])
    for (int i = 0; i < N; i++) r[i] = a[i] + 3;
    for (int i = 0; i < N; i++)
        if (r[i] != a[i] + 3) { CHECK(0, "default device: r[%d] = %d, expected %d", i, r[i], a[i] + 3); break; }

    free(a); free(r);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
