/* api_get_num_devices.c: acc_get_num_devices (OpenACC 3.3 section 3.2.1): one host device, non-negative counts, non-host devices include the NVIDIA ones, at least one when regions run on a device, and each counted device runs a region. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0x0A1B2C3Du;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N 1000

int main(void)
{
    int nhost = acc_get_num_devices(acc_device_host);
    int nnv = acc_get_num_devices(acc_device_nvidia);
    int nnot = acc_get_num_devices(acc_device_not_host);
    printf("devices: host %d, nvidia %d, not_host %d\n", nhost, nnv, nnot);
    CHECK(nhost == 1, "acc_get_num_devices(acc_device_host) = %d, expected 1", nhost);
    CHECK(nnv >= 0 && nnot >= 0, "negative count");
    CHECK(nnot >= nnv, "not_host (%d) must count the NVIDIA devices (%d)", nnot, nnv);

    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    if (dev) CHECK(nnot >= 1, "regions run on a device but acc_get_num_devices(acc_device_not_host) = %d", nnot);
    acc_device_t t = acc_get_device_type();
    if (dev && t == acc_device_nvidia) CHECK(nnv >= 1, "current type is nvidia but no NVIDIA device counted");
    CHECK(acc_get_num_devices(t) >= 1, "the current device type (%d) has no device", (int)t);
    /* the answer does not change once the runtime is up */
    CHECK(acc_get_num_devices(acc_device_host) == nhost && acc_get_num_devices(acc_device_nvidia) == nnv &&
          acc_get_num_devices(acc_device_not_host) == nnot, "counts changed after initialisation");

    /* every device counted runs a region */
    int *a = malloc(sizeof(int) * N), *r = malloc(sizeof(int) * N);
    for (int i = 0; i < N; i++) a[i] = (int)(xrand() % 1000u);
    int n = acc_get_num_devices(t), cur = acc_get_device_num(t);
    for (int k = 0; k < n; k++) {
        acc_set_device_num(k, t);
        for (int i = 0; i < N; i++) r[i] = -1;
#pragma acc parallel loop copyin(a[0:N]) copyout(r[0:N])
        for (int i = 0; i < N; i++) r[i] = a[i] * 2 + k;
        for (int i = 0; i < N; i++)
            if (r[i] != a[i] * 2 + k) { CHECK(0, "device %d: r[%d] = %d, expected %d", k, i, r[i], a[i] * 2 + k); break; }
    }
    acc_set_device_num(cur, t);

    free(a); free(r);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
