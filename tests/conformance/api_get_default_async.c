/* api_get_default_async.c: acc_get_default_async (OpenACC 3.3 section 3.2, acc_get_default_async): returns what acc_set_default_async and the set default_async directive last set; async work without a queue number goes to that queue. */
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

    int initial = acc_get_default_async();
    printf("initial default async %d\n", initial);
    CHECK(acc_get_default_async() == initial, "two calls differ");

    acc_set_default_async(6);
    CHECK(acc_get_default_async() == 6, "after acc_set_default_async(6): %d", acc_get_default_async());
    acc_set_default_async(0);
    CHECK(acc_get_default_async() == 0, "after acc_set_default_async(0): %d", acc_get_default_async());
#pragma acc set default_async(9)
    CHECK(acc_get_default_async() == 9, "after set default_async(9): %d", acc_get_default_async());

    /* async without a number uses queue 9: acc_wait(9) finishes it */
    int *a = malloc(sizeof(int) * N), *r = malloc(sizeof(int) * N);
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 100000u); r[i] = -1; }
    acc_copyin(a, sizeof(int) * N);
    acc_create(r, sizeof(int) * N);
#pragma acc parallel loop present(a[0:N], r[0:N]) async
    for (int i = 0; i < N; i++) r[i] = a[i] * 7;
#pragma acc update self(r[0:N]) async
    acc_wait(9);
    CHECK(acc_async_test(9) != 0, "queue 9 busy after acc_wait(9)");
    for (int i = 0; i < N; i++)
        if (r[i] != a[i] * 7) { CHECK(0, "r[%d] = %d, expected %d", i, r[i], a[i] * 7); break; }

    /* restore the initial value */
    acc_set_default_async(initial);
    CHECK(acc_get_default_async() == initial, "restored: %d, expected %d", acc_get_default_async(), initial);
    acc_delete(a, sizeof(int) * N);
    acc_delete(r, sizeof(int) * N);
    free(a); free(r);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
