/* api_init.c: acc_init (OpenACC 3.3 section 3.2.7): initialising the runtime for a device type before any region, then regions and data work; again after acc_shutdown. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0xFEEDFACEu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N 3000

static void compute(const char *what)
{
    static double a[N], r[N];
    for (int i = 0; i < N; i++) { a[i] = (double)(xrand() % 100000u) / 8.0; r[i] = -1.0; }
    acc_copyin(a, sizeof a);
#pragma acc parallel loop present(a[0:N]) copyout(r[0:N])
    for (int i = 0; i < N; i++) r[i] = a[i] * 3.0 + 0.5;
    acc_delete(a, sizeof a);
    for (int i = 0; i < N; i++)
        if (r[i] != a[i] * 3.0 + 0.5) { CHECK(0, "%s: r[%d] = %g, expected %g", what, i, r[i], a[i] * 3.0 + 0.5); break; }
}

int main(void)
{
    /* the first OpenACC action of the program */
    int nnot = acc_get_num_devices(acc_device_not_host);
    acc_device_t t = nnot > 0 ? acc_device_not_host : acc_device_host;
    acc_init(t);
    printf("acc_init(%s) with %d non-host device(s)\n", nnot > 0 ? "acc_device_not_host" : "acc_device_host", nnot);

    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    acc_device_t cur = acc_get_device_type();
    CHECK(cur != acc_device_none, "no device type after acc_init");
    CHECK((cur == acc_device_host) == !dev, "type %d but regions run on the %s", (int)cur, dev ? "device" : "host");
    compute("after acc_init");

    /* shut down and initialise again */
    acc_shutdown(t);
    acc_init(t);
    compute("after acc_shutdown + acc_init");
    int dev2 = -1;
#pragma acc serial copyout(dev2)
    dev2 = acc_on_device(acc_device_not_host);
    CHECK(dev2 == dev, "regions moved to the %s after re-initialising", dev2 ? "device" : "host");

    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
