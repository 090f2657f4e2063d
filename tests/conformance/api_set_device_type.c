/* api_set_device_type.c: acc_set_device_type (OpenACC 3.3 section 3.2.2): acc_device_host makes regions run on the host (shared memory), an available NVIDIA / not_host type makes them run there (separate memory); acc_get_device_type and acc_on_device agree. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0x12345678u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N 2000

/* Runs a region: returns acc_on_device(acc_device_host) inside it, checks the
 * result, and checks that copyin data written on the device stays unchanged on
 * the host exactly when the region did not run on the host. */
static int region(const char *what)
{
    static int a[N], r[N], orig[N];
    int on_host = -1;
    for (int i = 0; i < N; i++) { orig[i] = (int)(xrand() % 5000u); a[i] = orig[i]; r[i] = -1; }
#pragma acc parallel loop copyin(a[0:N]) copyout(r[0:N]) copy(on_host)
    for (int i = 0; i < N; i++) {
        r[i] = a[i] + 1;
        a[i] = -1;                       /* copyin: not copied back from a device */
        if (i == 0) on_host = acc_on_device(acc_device_host) ? 1 : 0;
    }
    for (int i = 0; i < N; i++)
        if (r[i] != orig[i] + 1) { CHECK(0, "%s: r[%d] = %d, expected %d", what, i, r[i], orig[i] + 1); break; }
    for (int i = 0; i < N; i++) {
        int e = on_host ? -1 : orig[i];
        if (a[i] != e) { CHECK(0, "%s: a[%d] = %d, expected %d (region on the %s)", what, i, a[i], e, on_host ? "host" : "device"); break; }
    }
    return on_host;
}

int main(void)
{
    int nnv = acc_get_num_devices(acc_device_nvidia), nnot = acc_get_num_devices(acc_device_not_host);
    printf("devices: nvidia %d, not_host %d\n", nnv, nnot);

    acc_set_device_type(acc_device_host);
    CHECK(acc_get_device_type() == acc_device_host, "after set host: type %d", (int)acc_get_device_type());
    CHECK(region("host") == 1, "host: the region did not run on the host");

    if (nnv > 0) {
        acc_set_device_type(acc_device_nvidia);
        CHECK(acc_get_device_type() == acc_device_nvidia, "after set nvidia: type %d", (int)acc_get_device_type());
        CHECK(region("nvidia") == 0, "nvidia: the region ran on the host");
        int on = -1;
#pragma acc serial copyout(on)
        on = acc_on_device(acc_device_nvidia);
        CHECK(on != 0, "acc_on_device(acc_device_nvidia) false in a region on an NVIDIA device");
    }
    if (nnot > 0) {
        acc_set_device_type(acc_device_not_host);
        acc_device_t t = acc_get_device_type();
        CHECK(t != acc_device_host && t != acc_device_none, "after set not_host: type %d", (int)t);
        CHECK(region("not_host") == 0, "not_host: the region ran on the host");
    }

    /* back to the host, then to the default type */
    acc_set_device_type(acc_device_host);
    CHECK(region("host again") == 1, "host again: the region did not run on the host");
    acc_set_device_type(acc_device_default);
    int on_host = region("default");
    acc_device_t t = acc_get_device_type();
    CHECK((t == acc_device_host) == (on_host == 1), "default: type %d but region on the %s", (int)t, on_host ? "host" : "device");

    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
