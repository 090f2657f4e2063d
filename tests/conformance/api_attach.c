/* api_attach.c: acc_attach and acc_attach_async (OpenACC 3.3 section 3.2, acc_attach; 2.7.2 attach action): the device copy of a present pointer is made to point at the device copy of its target, seen by regions through the struct; attachment counting; a pointer that is not present is left alone. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0xA77AC4EDu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N 3000

typedef struct { int n; double *p; } Vec;

/* what the device copy of the pointer at addr holds now */
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

    Vec v;
    v.n = N;
    v.p = malloc(sizeof(double) * N);
    double *r = malloc(sizeof(double) * N);
    for (int i = 0; i < N; i++) v.p[i] = (double)(xrand() % 100000u) / 4.0;

    acc_copyin(&v, sizeof v);                      /* the pointer's device copy holds the host address */
    acc_copyin(v.p, sizeof(double) * N);
    acc_attach((void **)&v.p);
    CHECK(dev_value((void **)&v.p) == acc_deviceptr(v.p), "after acc_attach the device pointer is %p, expected %p",
          dev_value((void **)&v.p), acc_deviceptr(v.p));
    CHECK(v.p != NULL && v.n == N, "acc_attach changed the host struct");

    /* a region reaches the data through the struct's device copy */
    for (int i = 0; i < N; i++) r[i] = -1.0;
#pragma acc parallel loop present(v) copyout(r[0:N])
    for (int i = 0; i < N; i++) r[i] = v.p[i] * 2.0 + v.n;
    for (int i = 0; i < N; i++)
        if (r[i] != v.p[i] * 2.0 + N) { CHECK(0, "through v.p: r[%d] = %g, expected %g", i, r[i], v.p[i] * 2.0 + N); break; }
    /* and writes through it land in the target's device copy */
#pragma acc parallel loop present(v)
    for (int i = 0; i < N; i++) v.p[i] = v.p[i] + 1.0;
    acc_memcpy_from_device(r, acc_deviceptr(v.p), sizeof(double) * N);
    for (int i = 0; i < N; i++) {
        double e = dev ? v.p[i] + 1.0 : v.p[i];
        if (r[i] != e) { CHECK(0, "write through v.p: r[%d] = %g, expected %g", i, r[i], e); break; }
    }

    /* counting: attached twice, one detach leaves it attached, the second detaches */
    acc_attach((void **)&v.p);
    acc_detach((void **)&v.p);
    CHECK(dev_value((void **)&v.p) == acc_deviceptr(v.p), "count 2 -> 1: the pointer was detached");
    acc_detach((void **)&v.p);
    CHECK(dev_value((void **)&v.p) == (void *)v.p, "count 1 -> 0: device pointer %p, expected the host value %p",
          dev_value((void **)&v.p), (void *)v.p);

    /* acc_attach_async on a queue, before a region on it */
    acc_attach_async((void **)&v.p, 4);
#pragma acc parallel loop present(v) copyout(r[0:N]) async(4)
    for (int i = 0; i < N; i++) r[i] = v.p[i] - 1.0;
    acc_wait(4);
    CHECK(dev_value((void **)&v.p) == acc_deviceptr(v.p), "acc_attach_async: device pointer %p", dev_value((void **)&v.p));
    acc_update_self(v.p, sizeof(double) * N);
    for (int i = 0; i < N; i++)
        if (r[i] != v.p[i] - 1.0) { CHECK(0, "async: r[%d] = %g, expected %g", i, r[i], v.p[i] - 1.0); break; }
    acc_detach((void **)&v.p);

    /* acc_async_noval */
    acc_attach_async((void **)&v.p, acc_async_noval);
    acc_wait(acc_async_noval);
    CHECK(dev_value((void **)&v.p) == acc_deviceptr(v.p), "acc_attach_async(noval): device pointer %p", dev_value((void **)&v.p));
    acc_detach((void **)&v.p);

    acc_delete(v.p, sizeof(double) * N);
    acc_delete(&v, sizeof v);

    /* a pointer that is not present itself: no action */
    double *loose = v.p;
    acc_attach((void **)&loose);
    CHECK(loose == v.p, "acc_attach changed a host pointer that is not present");
    if (dev) CHECK(!acc_is_present(&loose, sizeof loose), "acc_attach made the pointer present");

    free(v.p); free(r);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
