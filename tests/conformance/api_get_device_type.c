/* api_get_device_type.c: acc_get_device_type (OpenACC 3.3 section 3.2.3): the type of the device regions run on (acc_on_device of it is true there), follows acc_set_device_type, host after selecting the host. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0x87654321u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N 1500

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    acc_device_t t = acc_get_device_type();
    printf("device type %d\n", (int)t);
    CHECK(t != acc_device_none, "acc_device_none after a region ran");
    if (dev) CHECK(t != acc_device_host, "regions run on a device but the type is acc_device_host");
    else CHECK(t == acc_device_host, "regions run on the host but the type is %d", (int)t);
    CHECK(acc_get_num_devices(t) >= 1, "no device of the current type");

    /* inside a region on that type, acc_on_device(type) is true */
    int on = -1;
#pragma acc serial copyout(on) copyin(t)
    on = acc_on_device(t);
    CHECK(on != 0, "acc_on_device(%d) false in a region", (int)t);

    /* it follows acc_set_device_type */
    acc_set_device_type(acc_device_host);
    CHECK(acc_get_device_type() == acc_device_host, "after selecting the host: %d", (int)acc_get_device_type());
    acc_set_device_type(t);
    CHECK(acc_get_device_type() == t, "after selecting %d again: %d", (int)t, (int)acc_get_device_type());

    /* and regions still run correctly on it */
    int *a = malloc(sizeof(int) * N), *r = malloc(sizeof(int) * N);
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 7777u); r[i] = -1; }
    int d2 = -1;
#pragma acc parallel loop copyin(a[0:N]) copyout(r[0:N]) copy(d2)
    for (int i = 0; i < N; i++) { r[i] = a[i] ^ 0x55; if (i == 0) d2 = acc_on_device(acc_device_not_host); }
    CHECK(d2 == dev, "regions now run on the %s", d2 ? "device" : "host");
    for (int i = 0; i < N; i++)
        if (r[i] != (a[i] ^ 0x55)) { CHECK(0, "r[%d] = %d, expected %d", i, r[i], a[i] ^ 0x55); break; }
    CHECK(acc_get_device_type() == t, "type changed by running a region");

    free(a); free(r);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
