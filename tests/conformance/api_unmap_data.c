/* api_unmap_data.c: acc_unmap_data (OpenACC 3.3 section 3.2, acc_unmap_data): the host data is no longer present, the device memory is not freed (its contents survive and it can be mapped again). */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0x3C6EF35Fu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N 2000

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    int *h = malloc(sizeof(int) * N), *h2 = malloc(sizeof(int) * N), *src = malloc(sizeof(int) * N), *r = malloc(sizeof(int) * N);
    for (int i = 0; i < N; i++) { src[i] = (int)(xrand() % 100000u); h[i] = h2[i] = -1; }

    int *d = acc_malloc(sizeof(int) * N);
    acc_memcpy_to_device(d, src, sizeof(int) * N);
    acc_map_data(h, d, sizeof(int) * N);
#pragma acc parallel loop present(h[0:N])
    for (int i = 0; i < N; i++) h[i] = h[i] + 3;            /* device: src+3 in d */
    acc_unmap_data(h);
    if (dev) {
        CHECK(!acc_is_present(h, sizeof(int) * N), "present after acc_unmap_data");
        CHECK(acc_deviceptr(h) == NULL, "acc_deviceptr(h) = %p after unmap", acc_deviceptr(h));
        CHECK(acc_hostptr(d) == NULL, "acc_hostptr(d) = %p after unmap", acc_hostptr(d));
        for (int i = 0; i < N; i++)   /* unmapping copies nothing back */
            if (h[i] != -1) { CHECK(0, "h[%d] = %d changed by acc_unmap_data", i, h[i]); break; }
    }

    /* the device memory was not freed: still readable, still holding what the region wrote */
    acc_memcpy_from_device(r, d, sizeof(int) * N);
    for (int i = 0; i < N; i++) {
        int e = dev ? src[i] + 3 : src[i];   /* shared memory: the region wrote h, not d */
        if (r[i] != e) { CHECK(0, "device memory after unmap: r[%d] = %d, expected %d", i, r[i], e); break; }
    }

    /* map the same device memory to other host data */
    acc_map_data(h2, d, sizeof(int) * N);
    CHECK(acc_is_present(h2, sizeof(int) * N), "h2 not present after remapping");
    if (dev) CHECK(!acc_is_present(h, sizeof(int) * N), "h present again after remapping to h2");
#pragma acc parallel loop present(h2[0:N]) copyout(r[0:N])
    for (int i = 0; i < N; i++) r[i] = h2[i] * 2;
    for (int i = 0; i < N; i++) {
        int e = dev ? (src[i] + 3) * 2 : -2;
        if (r[i] != e) { CHECK(0, "remapped: r[%d] = %d, expected %d", i, r[i], e); break; }
    }
    acc_unmap_data(h2);
    if (dev) CHECK(!acc_is_present(h2, sizeof(int) * N), "h2 present after its unmap");

    /* after unmapping, ordinary data clauses allocate fresh device memory for h */
    for (int i = 0; i < N; i++) h[i] = i;
#pragma acc parallel loop copy(h[0:N])
    for (int i = 0; i < N; i++) h[i] = h[i] + 1;
    for (int i = 0; i < N; i++)
        if (h[i] != i + 1) { CHECK(0, "copy after unmap: h[%d] = %d, expected %d", i, h[i], i + 1); break; }

    acc_free(d);
    free(h); free(h2); free(src); free(r);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
