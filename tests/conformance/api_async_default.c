/* api_async_default.c: acc_async_default (OpenACC 3.3 section 2.16): the initial default queue, in async clauses, waits and tests, in acc_set_default_async and the set directive (which reset the default to it); also acc_async_wait, acc_async_wait_all (1.0's names), acc_get_cuda_stream and acc_device_radeon from other implementations' headers. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0x600DCAFEu;
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
    CHECK(acc_async_default != acc_async_noval && acc_async_default != acc_async_sync && acc_async_default < 0,
          "acc_async_default %d", acc_async_default);
    CHECK(acc_get_num_devices(acc_device_radeon) == 0, "radeon devices: %d", acc_get_num_devices(acc_device_radeon));

    int initial = acc_get_default_async();
    acc_set_default_async(5);
    CHECK(acc_get_default_async() == 5, "after acc_set_default_async(5): %d", acc_get_default_async());
    acc_set_default_async(acc_async_default);
    CHECK(acc_get_default_async() == initial, "after acc_set_default_async(acc_async_default): %d, expected %d",
          acc_get_default_async(), initial);
#pragma acc set default_async(7)
#pragma acc set default_async(acc_async_default)
    CHECK(acc_get_default_async() == initial, "after set default_async(acc_async_default): %d, expected %d",
          acc_get_default_async(), initial);

    int *a = malloc(sizeof(int) * N), *r = malloc(sizeof(int) * N), *s = malloc(sizeof(int) * N);
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 100000u); r[i] = s[i] = -1; }
    acc_set_default_async(3);
#pragma acc data copyin(a[0:N]) create(r[0:N], s[0:N])
    {
        /* queue acc_async_default is the initial one, not queue 3 */
#pragma acc parallel loop present(a[0:N], r[0:N]) async(acc_async_default)
        for (int i = 0; i < N; i++) r[i] = a[i] * 7;
#pragma acc update self(r[0:N]) async(acc_async_default)
        acc_wait(acc_async_default);
        CHECK(acc_async_test(acc_async_default) != 0, "the default queue busy after acc_wait(acc_async_default)");
#pragma acc parallel loop present(a[0:N], s[0:N]) async(acc_async_default)
        for (int i = 0; i < N; i++) s[i] = a[i] - 3;
#pragma acc update self(s[0:N]) async(acc_async_default)
        acc_async_wait(acc_async_default);
        acc_async_wait_all();
    }
    for (int i = 0; i < N; i++)
        if (r[i] != a[i] * 7 || s[i] != a[i] - 3) {
            CHECK(0, "r[%d] = %d, s[%d] = %d, expected %d and %d", i, r[i], i, s[i], a[i] * 7, a[i] - 3);
            break;
        }
    void *st = acc_get_cuda_stream(3);
    if (dev) CHECK(st && st == acc_get_cuda_stream(3) && st != acc_get_cuda_stream(4), "streams %p %p", st,
                   acc_get_cuda_stream(4));
    else CHECK(!st, "host fallback: stream %p", st);
    CHECK(!acc_get_cuda_stream(acc_async_sync), "acc_async_sync has no stream of its own");
    acc_set_default_async(acc_async_default);
    free(a); free(r); free(s);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
