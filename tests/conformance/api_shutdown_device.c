/* api_shutdown_device.c: acc_shutdown_device (OpenACC 3.3 section 3.2.8): shutting down one device of a type (with no work or data left on it) and initialising it again with acc_init_device; the others keep their data; regions work again. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0x0BADF00Du;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N 3000

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    acc_device_t t = acc_get_device_type();
    int num = acc_get_device_num(t), n = acc_get_num_devices(t);

    int *a = malloc(sizeof(int) * N), *keep = malloc(sizeof(int) * N), *r = malloc(sizeof(int) * N);
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 100000u); keep[i] = i; }

    /* data on another device of the type survives shutting this one down */
    int other = n >= 2 ? (num + 1) % n : -1;
    if (dev && other >= 0) {
        acc_set_device_num(other, t);
        acc_copyin(keep, sizeof(int) * N);
        acc_set_device_num(num, t);
    }

    for (int round = 0; round < 2; round++) {
        acc_copyin(a, sizeof(int) * N);
#pragma acc parallel loop present(a[0:N]) copyout(r[0:N]) async(1)
        for (int i = 0; i < N; i++) r[i] = a[i] + round;
        acc_wait(1);
        acc_delete(a, sizeof(int) * N);
        acc_shutdown_device(num, t);
        for (int i = 0; i < N; i++)
            if (r[i] != a[i] + round) { CHECK(0, "round %d: r[%d] = %d, expected %d", round, i, r[i], a[i] + round); break; }
        acc_init_device(num, t);
        acc_set_device_num(num, t);
    }
    for (int i = 0; i < N; i++) r[i] = -1;
#pragma acc parallel loop copyin(a[0:N]) copyout(r[0:N])
    for (int i = 0; i < N; i++) r[i] = a[i] * 2;
    for (int i = 0; i < N; i++)
        if (r[i] != a[i] * 2) { CHECK(0, "after: r[%d] = %d, expected %d", i, r[i], a[i] * 2); break; }

    if (dev && other >= 0) {
        acc_set_device_num(other, t);
        CHECK(acc_is_present(keep, sizeof(int) * N), "data on device %d lost when device %d was shut down", other, num);
#pragma acc parallel loop present(keep[0:N])
        for (int i = 0; i < N; i++) keep[i] += 1;
        acc_copyout(keep, sizeof(int) * N);
        for (int i = 0; i < N; i++)
            if (keep[i] != i + 1) { CHECK(0, "keep[%d] = %d, expected %d", i, keep[i], i + 1); break; }
        acc_set_device_num(num, t);
    }

    free(a); free(keep); free(r);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
