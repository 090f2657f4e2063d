/* api_is_present.c: acc_is_present (OpenACC 3.3 section 3.2, acc_is_present): whole and partial sections, zero bytes (address present at all), absent and partly present data, structured and dynamic lifetimes. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0x7FEB352Du;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N 1000

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    int *a = malloc(sizeof(int) * N), *b = malloc(sizeof(int) * N), *r = malloc(sizeof(int) * N);
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 1000u); b[i] = (int)(xrand() % 1000u); }

    /* absent data: zero on a device, nonzero in shared memory */
    CHECK(!acc_is_present(a, sizeof(int) * N) == !!dev, "absent a: acc_is_present = %d", acc_is_present(a, sizeof(int) * N));

    acc_copyin(a + 100, sizeof(int) * 500);                   /* a[100:500] */
    CHECK(acc_is_present(a + 100, sizeof(int) * 500), "the copied section");
    CHECK(acc_is_present(a + 200, sizeof(int) * 100), "a subsection");
    CHECK(acc_is_present(a + 599, sizeof(int)), "the last element");
    CHECK(acc_is_present(a + 300, 0), "zero bytes at a present address");
    if (dev) {
        CHECK(!acc_is_present(a + 99, sizeof(int)), "the element before the section");
        CHECK(!acc_is_present(a + 600, sizeof(int)), "the element after the section");
        CHECK(!acc_is_present(a + 50, sizeof(int) * 100), "a section partly before the block");
        CHECK(!acc_is_present(a + 550, sizeof(int) * 100), "a section partly after the block");
        CHECK(!acc_is_present(a, sizeof(int) * N), "the whole array, partly present");
        CHECK(!acc_is_present(a + 10, 0), "zero bytes at an absent address");
        CHECK(!acc_is_present(b, sizeof(int) * N), "another array");
    }
    /* the data it reports present is usable with present */
#pragma acc parallel loop present(a[200:100]) copyout(r[0:100])
    for (int i = 0; i < 100; i++) r[i] = a[200 + i] + 1;
    for (int i = 0; i < 100; i++)
        if (r[i] != a[200 + i] + 1) { CHECK(0, "r[%d] = %d, expected %d", i, r[i], a[200 + i] + 1); break; }
    acc_delete(a + 100, sizeof(int) * 500);
    if (dev) CHECK(!acc_is_present(a + 100, sizeof(int) * 500), "present after acc_delete");

    /* structured lifetime */
#pragma acc data create(b[0:N])
    {
        CHECK(acc_is_present(b, sizeof(int) * N), "b inside its data region");
        CHECK(acc_is_present(b + N - 1, sizeof(int)), "b's last element inside its data region");
    }
    if (dev) CHECK(!acc_is_present(b, sizeof(int) * N), "b after its data region");

    /* enter data / exit data */
#pragma acc enter data copyin(b[0:N])
    CHECK(acc_is_present(b, sizeof(int) * N), "b after enter data");
#pragma acc exit data delete(b[0:N])
    if (dev) CHECK(!acc_is_present(b, sizeof(int) * N), "b after exit data");

    /* a scalar */
    double s = 2.5;
    acc_copyin(&s, sizeof s);
    CHECK(acc_is_present(&s, sizeof s), "scalar s");
    acc_delete(&s, sizeof s);
    if (dev) CHECK(!acc_is_present(&s, sizeof s), "scalar s after delete");

    free(a); free(b); free(r);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
