/* api_detach_finalize.c: acc_detach_finalize and acc_detach_finalize_async (OpenACC 3.3 section 3.2, acc_detach; 2.7.2 detach action with finalize): the attachment count drops to zero at once and the device copy of the pointer gets its host value back; later detaches do nothing. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0xF1A11CE5u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N 2500

typedef struct { long *data; long len; } Buf;

static void *dev_value(void **addr)
{
    void *v = (void *)-1;
    acc_memcpy_from_device(&v, acc_deviceptr(addr), sizeof v);
    return v;
}

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    Buf b;
    b.len = N;
    b.data = malloc(sizeof(long) * N);
    long *orig = malloc(sizeof(long) * N);
    for (int i = 0; i < N; i++) { orig[i] = (long)(xrand() % 1000000u); b.data[i] = orig[i]; }
    acc_copyin(&b, sizeof b);
    acc_copyin(b.data, sizeof(long) * N);

    /* attached three times, one acc_detach_finalize detaches */
    for (int k = 0; k < 3; k++) acc_attach((void **)&b.data);
#pragma acc parallel loop present(b)
    for (int i = 0; i < N; i++) b.data[i] = b.data[i] * 2 + 1;
    acc_detach_finalize((void **)&b.data);
    CHECK(dev_value((void **)&b.data) == (void *)b.data, "after acc_detach_finalize: device copy %p, expected host value %p",
          dev_value((void **)&b.data), (void *)b.data);
    acc_detach((void **)&b.data);          /* count is zero: no action */
    CHECK(dev_value((void **)&b.data) == (void *)b.data, "a detach after finalize changed the device copy");
    acc_update_self(b.data, sizeof(long) * N);
    for (int i = 0; i < N; i++)
        if (b.data[i] != orig[i] * 2 + 1) { CHECK(0, "b.data[%d] = %ld, expected %ld", i, b.data[i], orig[i] * 2 + 1); break; }

    /* attach again after finalize: counting starts from zero */
    acc_attach((void **)&b.data);
    CHECK(dev_value((void **)&b.data) == acc_deviceptr(b.data), "re-attach: device copy %p, expected %p", dev_value((void **)&b.data), acc_deviceptr(b.data));
    acc_detach((void **)&b.data);
    CHECK(dev_value((void **)&b.data) == (void *)b.data, "re-attach, one detach: device copy %p", dev_value((void **)&b.data));

    /* async on a queue, after a region on it */
    acc_attach((void **)&b.data);
    acc_attach((void **)&b.data);
#pragma acc parallel loop present(b) async(5)
    for (int i = 0; i < N; i++) b.data[i] = b.data[i] - 3;
    acc_detach_finalize_async((void **)&b.data, 5);
    acc_wait(5);
    CHECK(dev_value((void **)&b.data) == (void *)b.data, "acc_detach_finalize_async: device copy %p", dev_value((void **)&b.data));
    acc_update_self(b.data, sizeof(long) * N);
    for (int i = 0; i < N; i++)
        if (b.data[i] != orig[i] * 2 - 2) { CHECK(0, "async: b.data[%d] = %ld, expected %ld", i, b.data[i], orig[i] * 2 - 2); break; }

    /* acc_async_noval */
    acc_attach((void **)&b.data);
    acc_attach((void **)&b.data);
    acc_detach_finalize_async((void **)&b.data, acc_async_noval);
    acc_wait(acc_async_noval);
    CHECK(dev_value((void **)&b.data) == (void *)b.data, "acc_detach_finalize_async(noval): device copy %p", dev_value((void **)&b.data));

    /* the struct comes back with its host pointer */
    acc_copyout(&b, sizeof b);
    CHECK(b.len == N, "b.len = %ld", b.len);
    acc_delete(b.data, sizeof(long) * N);
    if (dev) CHECK(!acc_is_present(&b, sizeof b) && !acc_is_present(b.data, sizeof(long) * N), "still present at the end");

    free(b.data); free(orig);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
