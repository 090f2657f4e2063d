/* api_detach.c: acc_detach and acc_detach_async (OpenACC 3.3 section 3.2, acc_detach; 2.7.2 detach action): the device copy of an attached pointer gets back its host value when the attachment count reaches zero; no action for a pointer that is not attached (never, or any more) or not present. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <openacc.h>

static unsigned int seed = 0xDE7AC4EDu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N 2000

typedef struct { float *x; int n; float *y; } Pair;

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

    Pair s;
    s.n = N;
    s.x = malloc(sizeof(float) * N);
    s.y = malloc(sizeof(float) * N);
    for (int i = 0; i < N; i++) { s.x[i] = (float)(xrand() % 10000u) / 8.0f; s.y[i] = -1.0f; }

    acc_copyin(&s, sizeof s);
    acc_copyin(s.x, sizeof(float) * N);
    acc_create(s.y, sizeof(float) * N);

    /* never attached: no action; the device copy keeps whatever it holds */
    float *saved = s.y;
    void *junk = (void *)(uintptr_t)0x1234560;
    acc_memcpy_to_device(acc_deviceptr((void **)&s.y), &junk, sizeof junk);
    acc_detach((void **)&s.y);
    CHECK(dev_value((void **)&s.y) == junk, "acc_detach of a pointer never attached changed its device copy to %p",
          dev_value((void **)&s.y));
    s.y = saved;                        /* shared memory: the copy above wrote s.y itself */
    acc_memcpy_to_device(acc_deviceptr((void **)&s.y), &s.y, sizeof s.y);

    acc_attach((void **)&s.x);
    acc_attach((void **)&s.y);
#pragma acc parallel loop present(s)
    for (int i = 0; i < N; i++) s.y[i] = s.x[i] * 3.0f;
    acc_detach((void **)&s.x);
    acc_detach((void **)&s.y);
    CHECK(dev_value((void **)&s.x) == (void *)s.x, "s.x detached: device copy %p, expected host value %p", dev_value((void **)&s.x), (void *)s.x);
    CHECK(dev_value((void **)&s.y) == (void *)s.y, "s.y detached: device copy %p, expected host value %p", dev_value((void **)&s.y), (void *)s.y);
    /* the struct can now be copied back whole: the host pointers are intact */
    acc_copyout(&s, sizeof s);
    CHECK(s.n == N, "s.n = %d after copyout", s.n);
    acc_copyout(s.y, sizeof(float) * N);
    for (int i = 0; i < N; i++)
        if (s.y[i] != s.x[i] * 3.0f) { CHECK(0, "s.y[%d] = %g, expected %g", i, s.y[i], s.x[i] * 3.0f); break; }

    /* detached already: a further acc_detach does nothing */
    acc_copyin(&s, sizeof s);
    acc_copyin(s.y, sizeof(float) * N);
    acc_attach((void **)&s.y);
    acc_detach((void **)&s.y);
    acc_detach((void **)&s.y);
    CHECK(dev_value((void **)&s.y) == (void *)s.y, "second detach: device copy %p", dev_value((void **)&s.y));
    /* count 2: one detach keeps it attached */
    acc_attach((void **)&s.y);
    acc_attach((void **)&s.y);
    acc_detach((void **)&s.y);
    CHECK(dev_value((void **)&s.y) == acc_deviceptr(s.y), "count 2 -> 1: device copy %p, expected %p", dev_value((void **)&s.y), acc_deviceptr(s.y));

    /* acc_detach_async on a queue, after a region on it that still uses the pointer */
    acc_attach((void **)&s.x);
#pragma acc parallel loop present(s) async(3)
    for (int i = 0; i < N; i++) s.y[i] = s.x[i] + 2.0f;
    acc_detach_async((void **)&s.y, 3);
    acc_wait(3);
    acc_detach((void **)&s.x);
    CHECK(dev_value((void **)&s.y) == (void *)s.y, "acc_detach_async: device copy %p, expected %p", dev_value((void **)&s.y), (void *)s.y);
    acc_update_self(s.y, sizeof(float) * N);
    for (int i = 0; i < N; i++)
        if (s.y[i] != s.x[i] + 2.0f) { CHECK(0, "async: s.y[%d] = %g, expected %g", i, s.y[i], s.x[i] + 2.0f); break; }

    /* acc_async_noval */
    acc_attach((void **)&s.y);
    acc_detach_async((void **)&s.y, acc_async_noval);
    acc_wait(acc_async_noval);
    CHECK(dev_value((void **)&s.y) == (void *)s.y, "acc_detach_async(noval): device copy %p", dev_value((void **)&s.y));

    acc_delete(s.y, sizeof(float) * N);
    acc_delete(&s, sizeof s);
    acc_delete(s.x, sizeof(float) * N);

    /* a pointer that is not present: no action */
    float *loose = s.x;
    acc_detach((void **)&loose);
    CHECK(loose == s.x, "acc_detach changed a host pointer that is not present");

    free(s.x); free(s.y);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
