/* api_map_data.c: acc_map_data (OpenACC 3.3 section 3.2, acc_map_data): acc_malloc'd device memory becomes the device copy of host data: present, acc_deviceptr/acc_hostptr translate, compute regions and updates use that memory. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <openacc.h>

static unsigned int seed = 0xBB67AE85u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N 4096

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    long *h = malloc(sizeof(long) * N), *src = malloc(sizeof(long) * N), *r = malloc(sizeof(long) * N);
    for (int i = 0; i < N; i++) { src[i] = (long)xrand() - 2000000000L; h[i] = -1; }

    long *d = acc_malloc(sizeof(long) * N);
    CHECK(d != NULL, "acc_malloc returned NULL");
    acc_memcpy_to_device(d, src, sizeof(long) * N);       /* the device memory holds src */
    acc_map_data(h, d, sizeof(long) * N);

    CHECK(acc_is_present(h, sizeof(long) * N), "not present after acc_map_data");
    CHECK(acc_is_present(h + 10, sizeof(long) * 20), "a part not present after acc_map_data");
    if (dev) {
        CHECK(acc_deviceptr(h) == (void *)d, "acc_deviceptr(h) = %p, expected the mapped %p", acc_deviceptr(h), (void *)d);
        CHECK((uintptr_t)acc_deviceptr(h + 100) == (uintptr_t)(d + 100), "acc_deviceptr(h+100)");
        CHECK(acc_hostptr(d) == (void *)h, "acc_hostptr(d) = %p, expected %p", acc_hostptr(d), (void *)h);
        CHECK((uintptr_t)acc_hostptr(d + 5) == (uintptr_t)(h + 5), "acc_hostptr(d+5)");
    }

    /* a compute region with present(h) sees the mapped memory's contents */
#pragma acc parallel loop present(h[0:N]) copyout(r[0:N])
    for (int i = 0; i < N; i++) r[i] = h[i] + 1;
    for (int i = 0; i < N; i++) {
        long e = (dev ? src[i] : -1) + 1;
        if (r[i] != e) { CHECK(0, "present(h): r[%d] = %ld, expected %ld", i, r[i], e); break; }
    }

    /* a data clause on mapped data does not allocate or copy; writes go to the mapped memory */
#pragma acc parallel loop copy(h[0:N])
    for (int i = 0; i < N; i++) h[i] = h[i] * 2;
    if (dev) {
        for (int i = 0; i < N; i++)
            if (h[i] != -1) { CHECK(0, "copy(h) on mapped data copied back: h[%d] = %ld", i, h[i]); break; }
        acc_memcpy_from_device(r, d, sizeof(long) * N);
        for (int i = 0; i < N; i++)
            if (r[i] != src[i] * 2) { CHECK(0, "mapped memory r[%d] = %ld, expected %ld", i, r[i], src[i] * 2); break; }
    }

    /* updates move data between h and the mapped memory */
    acc_update_self(h, sizeof(long) * N);
    for (int i = 0; i < N; i++) {
        long e = dev ? src[i] * 2 : -2;
        if (h[i] != e) { CHECK(0, "update self: h[%d] = %ld, expected %ld", i, h[i], e); break; }
    }
    for (int i = 0; i < N; i++) h[i] = i;
    acc_update_device(h, sizeof(long) * N);
    acc_memcpy_from_device(r, d, sizeof(long) * N);
    for (int i = 0; i < N; i++) {
        long e = dev ? i : src[i];    /* shared memory: d is not h's device copy, nothing reached it */
        if (r[i] != e) { CHECK(0, "update device: mapped r[%d] = %ld, expected %ld", i, r[i], e); break; }
    }

    acc_unmap_data(h);
    if (dev) CHECK(!acc_is_present(h, sizeof(long) * N), "present after acc_unmap_data");
    acc_free(d);

    /* a small scalar mapping */
    double x = 1.5, *dx = acc_malloc(sizeof(double));
    acc_map_data(&x, dx, sizeof x);
#pragma acc serial present(x)
    x = 42.0;
    acc_update_self(&x, sizeof x);
    CHECK(x == 42.0, "scalar mapping: x = %g", x);
    acc_unmap_data(&x);
    acc_free(dx);

    free(h); free(src); free(r);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
