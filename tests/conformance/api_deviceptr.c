/* api_deviceptr.c: acc_deviceptr (OpenACC 3.3 section 3.2, acc_deviceptr): device address of present host data (block start, interior, subarray block), NULL for absent data and NULL, the address used in deviceptr clauses and acc_memcpy_from_device. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <openacc.h>

static unsigned int seed = 0x4F1BBCDCu;
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

    float *a = malloc(sizeof(float) * N), *b = malloc(sizeof(float) * N), *r = malloc(sizeof(float) * N);
    for (int i = 0; i < N; i++) { a[i] = (float)(xrand() % 65536u) / 32.0f; b[i] = -1.0f; }

    CHECK(acc_deviceptr(NULL) == NULL, "acc_deviceptr(NULL) = %p", acc_deviceptr(NULL));
    if (dev) CHECK(acc_deviceptr(a) == NULL, "absent a: acc_deviceptr = %p, expected NULL", acc_deviceptr(a));
    else CHECK(acc_deviceptr(a) == (void *)a, "shared memory: acc_deviceptr(a) = %p, expected a = %p", acc_deviceptr(a), (void *)a);

    float *d = acc_copyin(a, sizeof(float) * N);
    CHECK(acc_deviceptr(a) == (void *)d, "acc_deviceptr(a) = %p, acc_copyin gave %p", acc_deviceptr(a), (void *)d);
    for (int k = 1; k < N; k += 997)   /* interior addresses keep their offset */
        CHECK((uintptr_t)acc_deviceptr(a + k) == (uintptr_t)d + sizeof(float) * k,
              "acc_deviceptr(a+%d) = %p, expected %p", k, acc_deviceptr(a + k), (void *)(d + k));
    CHECK((uintptr_t)acc_deviceptr((char *)a + 3) == (uintptr_t)d + 3, "byte offset 3");

    /* the device address reads the device copy: in a deviceptr clause, and with acc_memcpy_from_device */
    for (int i = 0; i < N; i++) a[i] += 1000.0f;            /* host only, on a device */
    float *q = acc_deviceptr(a);
#pragma acc parallel loop deviceptr(q) copyout(r[0:N])
    for (int i = 0; i < N; i++) r[i] = q[i] * 2.0f;
    for (int i = 0; i < N; i++) {
        float e = (dev ? a[i] - 1000.0f : a[i]) * 2.0f;
        if (r[i] != e) { CHECK(0, "deviceptr clause: r[%d] = %g, expected %g", i, r[i], e); break; }
    }
    for (int i = 0; i < N; i++) r[i] = -1.0f;
    acc_memcpy_from_device(r, acc_deviceptr(a + 500), sizeof(float) * 100);
    for (int i = 0; i < 100; i++) {
        float e = dev ? a[500 + i] - 1000.0f : a[500 + i];
        if (r[i] != e) { CHECK(0, "memcpy_from_device: r[%d] = %g, expected %g", i, r[i], e); break; }
    }
    acc_delete(a, sizeof(float) * N);
    if (dev) CHECK(acc_deviceptr(a) == NULL, "after acc_delete: acc_deviceptr = %p", acc_deviceptr(a));

    /* a subarray block: only its own addresses translate */
#pragma acc data copyin(b[1000:500])
    {
        float *db = acc_deviceptr(b + 1000);
        CHECK(db != NULL, "acc_deviceptr(b+1000) inside data region is NULL");
        CHECK((uintptr_t)acc_deviceptr(b + 1499) == (uintptr_t)db + sizeof(float) * 499, "last element of the section");
        if (dev) {
            CHECK(acc_deviceptr(b + 999) == NULL, "b+999 is outside the section: %p", acc_deviceptr(b + 999));
            CHECK(acc_deviceptr(b + 1501) == NULL, "b+1501 is outside the section: %p", acc_deviceptr(b + 1501));
        }
        /* writes through the device address land in the section's device copy */
#pragma acc parallel loop deviceptr(db)
        for (int i = 0; i < 500; i++) db[i] = (float)i + 0.25f;
#pragma acc update self(b[1000:500])
    }
    for (int i = 0; i < N; i++) {
        float e = (i >= 1000 && i < 1500) ? (float)(i - 1000) + 0.25f : -1.0f;
        if (b[i] != e) { CHECK(0, "b[%d] = %g, expected %g", i, b[i], e); break; }
    }

    free(a); free(b); free(r);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
