/* api_init_device.c: acc_init_device (OpenACC 3.3 section 3.2.7): initialising one device of a type (each one in turn), then selecting it with acc_set_device_num; regions and data work; again after acc_shutdown_device. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0xC0FFEE11u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N 2500

static void compute(const char *what, int k)
{
    static int a[N], r[N];
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 65536u); r[i] = -1; }
    acc_copyin(a, sizeof a);
#pragma acc parallel loop present(a[0:N]) copyout(r[0:N])
    for (int i = 0; i < N; i++) r[i] = a[i] * 5 - k;
    acc_delete(a, sizeof a);
    for (int i = 0; i < N; i++)
        if (r[i] != a[i] * 5 - k) { CHECK(0, "%s, device %d: r[%d] = %d, expected %d", what, k, i, r[i], a[i] * 5 - k); break; }
}

int main(void)
{
    int nnv = acc_get_num_devices(acc_device_nvidia);
    acc_device_t t = nnv > 0 ? acc_device_nvidia : acc_device_host;
    int n = nnv > 0 ? nnv : 1;
    printf("type %d, %d device(s)\n", (int)t, n);

    acc_init_device(0, t);                /* before anything else */
    for (int k = 1; k < n; k++) acc_init_device(k, t);

    for (int k = 0; k < n; k++) {
        acc_set_device_num(k, t);
        CHECK(acc_get_device_num(t) == k, "selected %d, got %d", k, acc_get_device_num(t));
        compute("after acc_init_device", k);
    }
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    CHECK(dev == (t != acc_device_host), "initialised type %d but regions run on the %s", (int)t, dev ? "device" : "host");

    /* shut one device down, initialise it again */
    acc_set_device_num(0, t);
    acc_shutdown_device(0, t);
    acc_init_device(0, t);
    acc_set_device_num(0, t);
    compute("after acc_shutdown_device + acc_init_device", 0);

    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
