/* api_hostptr.c: acc_hostptr (OpenACC 3.3 section 3.2, acc_hostptr): host address of a device address (block start and interior), NULL for NULL and for device memory mapped to no host data, round trip with acc_deviceptr. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <openacc.h>

static unsigned int seed = 0x6A09E667u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N 2048

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    int *a = malloc(sizeof(int) * N), *b = malloc(sizeof(int) * N);
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 9999u); b[i] = (int)(xrand() % 9999u); }

    CHECK(acc_hostptr(NULL) == NULL, "acc_hostptr(NULL) = %p", acc_hostptr(NULL));

    int *da = acc_copyin(a, sizeof(int) * N);
    int *db = acc_create(b, sizeof(int) * N);
    CHECK(acc_hostptr(da) == (void *)a, "acc_hostptr(da) = %p, expected %p", acc_hostptr(da), (void *)a);
    CHECK(acc_hostptr(db) == (void *)b, "acc_hostptr(db) = %p, expected %p", acc_hostptr(db), (void *)b);
    for (int k = 1; k < N; k += 511)
        CHECK((uintptr_t)acc_hostptr(da + k) == (uintptr_t)(a + k), "acc_hostptr(da+%d) = %p, expected %p", k, acc_hostptr(da + k), (void *)(a + k));
    CHECK(acc_hostptr(acc_deviceptr(b + 77)) == (void *)(b + 77), "round trip through acc_deviceptr");

    /* data written through the device address is the host address's device copy */
#pragma acc parallel loop deviceptr(da, db)
    for (int i = 0; i < N; i++) db[i] = da[i] * 7 - 1;
    acc_update_self(acc_hostptr(db), sizeof(int) * N);
    for (int i = 0; i < N; i++)
        if (b[i] != a[i] * 7 - 1) { CHECK(0, "b[%d] = %d, expected %d", i, b[i], a[i] * 7 - 1); break; }

    /* device memory from acc_malloc is mapped to no host data */
    void *m = acc_malloc(256);
    if (dev) CHECK(acc_hostptr(m) == NULL, "acc_hostptr(acc_malloc'd) = %p, expected NULL", acc_hostptr(m));
    acc_free(m);

    acc_delete(a, sizeof(int) * N);
    acc_delete(b, sizeof(int) * N);
    if (dev) CHECK(acc_hostptr(da) == NULL, "after acc_delete: acc_hostptr(da) = %p", acc_hostptr(da));
    else CHECK(acc_hostptr(da) == (void *)da, "shared memory: acc_hostptr(p) = %p, expected p", acc_hostptr(da));

    free(a); free(b);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
