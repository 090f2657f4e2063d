/* api_memcpy_d2d.c: acc_memcpy_d2d and acc_memcpy_d2d_async (OpenACC 3.3 section 3.2, acc_memcpy_d2d): copies between the device copies of two present host arrays (on one device, and across devices when there are two), at offsets, zero bytes, async on the source queue. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0xD2D0D2D0u;
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
    acc_device_t t = acc_get_device_type();
    int num = acc_get_device_num(t), n = acc_get_num_devices(t);

    int *a = malloc(sizeof(int) * N), *b = malloc(sizeof(int) * N), *orig = malloc(sizeof(int) * N);
    for (int i = 0; i < N; i++) { orig[i] = (int)(xrand() % 1000000u); a[i] = orig[i]; b[i] = -1; }
    acc_copyin(a, sizeof(int) * N);
    acc_copyin(b, sizeof(int) * N);

    /* the device copy of a changes; the copy takes the device values (in shared memory: the same values) */
#pragma acc parallel loop present(a[0:N])
    for (int i = 0; i < N; i++) a[i] = a[i] * 2 + 1;
    acc_memcpy_d2d(b, a, sizeof(int) * N, num, num);
    acc_update_self(b, sizeof(int) * N);
    for (int i = 0; i < N; i++)
        if (b[i] != orig[i] * 2 + 1) { CHECK(0, "whole: b[%d] = %d, expected %d", i, b[i], orig[i] * 2 + 1); break; }

    /* offsets on both sides, the rest of the destination unchanged */
#pragma acc parallel loop present(b[0:N])
    for (int i = 0; i < N; i++) b[i] = -5;
    acc_memcpy_d2d(b + 100, a + 2500, sizeof(int) * 1000, num, num);
    acc_update_self(b, sizeof(int) * N);
    for (int i = 0; i < N; i++) {
        int e = (i >= 100 && i < 1100) ? orig[i + 2400] * 2 + 1 : -5;
        if (b[i] != e) { CHECK(0, "offset: b[%d] = %d, expected %d", i, b[i], e); break; }
    }

    /* zero bytes */
    acc_memcpy_d2d(b, a, 0, num, num);
    acc_update_self(b, sizeof(int));
    CHECK(b[0] == -5, "zero-byte copy wrote b[0] = %d", b[0]);

    /* async on a queue, between regions on that queue */
#pragma acc parallel loop present(a[0:N]) async(2)
    for (int i = 0; i < N; i++) a[i] = a[i] + 10;
    acc_memcpy_d2d_async(b, a, sizeof(int) * N, num, num, 2);
#pragma acc parallel loop present(b[0:N]) async(2)
    for (int i = 0; i < N; i++) b[i] = b[i] * 3;
    acc_update_self_async(b, sizeof(int) * N, 2);
    acc_wait(2);
    for (int i = 0; i < N; i++)
        if (b[i] != (orig[i] * 2 + 11) * 3) { CHECK(0, "async: b[%d] = %d, expected %d", i, b[i], (orig[i] * 2 + 11) * 3); break; }

    /* acc_async_noval */
    acc_memcpy_d2d_async(b, a, sizeof(int) * N, num, num, acc_async_noval);
    acc_wait(acc_async_noval);
    acc_update_self(b, sizeof(int) * N);
    for (int i = 0; i < N; i++)
        if (b[i] != orig[i] * 2 + 11) { CHECK(0, "async noval: b[%d] = %d, expected %d", i, b[i], orig[i] * 2 + 11); break; }

    /* across two devices: a on this one, c on the other */
    if (dev && n >= 2) {
        int other = (num + 1) % n;
        int *c = malloc(sizeof(int) * N);
        for (int i = 0; i < N; i++) c[i] = 0;
        acc_set_device_num(other, t);
        acc_copyin(c, sizeof(int) * N);
        acc_set_device_num(num, t);
        acc_memcpy_d2d(c, a, sizeof(int) * N, other, num);
        CHECK(acc_get_device_num(t) == num, "acc_memcpy_d2d changed the current device");
        acc_set_device_num(other, t);
        acc_copyout(c, sizeof(int) * N);
        acc_set_device_num(num, t);
        for (int i = 0; i < N; i++)
            if (c[i] != orig[i] * 2 + 11) { CHECK(0, "across devices: c[%d] = %d, expected %d", i, c[i], orig[i] * 2 + 11); break; }
        free(c);
    }

    acc_delete(a, sizeof(int) * N);
    acc_delete(b, sizeof(int) * N);
    free(a); free(b); free(orig);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
