/* Covers: deep copy of a struct member pointer (OpenACC 3.3 sec. 2.6.4, 2.7.2, 2.7.7): with the struct present, `copyin(s.p[0:n])` copies the pointee and attaches s.p in the device copy of the struct, so kernels dereference s.p through the struct; `copyout(s.p[0:n])` detaches (device s.p back to the host value) before copying out. Also both in one `data copy(s, s.p[0:n])` directive: afterwards the host struct still holds its host pointer and the host array has the device results. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <openacc.h>

#define N 5000
struct vec { int n; float *p; };
static unsigned int seed = 0xDEE9C0B1u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    float *buf = malloc(N * sizeof *buf), *in = malloc(N * sizeof *in);
    for (int i = 0; i < N; i++) buf[i] = in[i] = (float)(xrand() % 4096u) / 16.0f;
    struct vec s = {N, buf};

    /* 1: separate enter data directives */
#pragma acc enter data copyin(s)
#pragma acc enter data copyin(s.p[0:s.n])
    uintptr_t dp = 0;
#pragma acc serial present(s) copyout(dp)
    dp = (uintptr_t)s.p;
    if (dp != (uintptr_t)acc_deviceptr(buf)) { printf("FAIL: device s.p = %#lx after copyin(s.p[0:n]), expected the device address %#lx\n", (unsigned long)dp, (unsigned long)(uintptr_t)acc_deviceptr(buf)); return 1; }
#pragma acc parallel loop present(s)
    for (int i = 0; i < s.n; i++) s.p[i] = s.p[i] * 2.0f + 1.0f;
#pragma acc exit data copyout(s.p[0:s.n])
    if (dev && acc_is_present(buf, N * sizeof *buf)) { printf("FAIL: pointee still present after exit data copyout\n"); return 1; }
#pragma acc serial present(s) copyout(dp)
    dp = (uintptr_t)s.p;
    if (dp != (uintptr_t)buf) { printf("FAIL: device s.p = %#lx after copyout(s.p[0:n]), expected the host value %#lx (detach)\n", (unsigned long)dp, (unsigned long)(uintptr_t)buf); return 1; }
#pragma acc exit data delete(s)
    for (int i = 0; i < N; i++) if (buf[i] != in[i] * 2.0f + 1.0f) { printf("FAIL: part 1: buf[%d] = %g, expected %g\n", i, buf[i], in[i] * 2.0f + 1.0f); return 1; }

    /* 2: struct and member section in one data construct */
#pragma acc data copy(s, s.p[0:N])
    {
#pragma acc parallel loop present(s)
        for (int i = 0; i < N; i++) s.p[i] += (float)i;
    }
    if (s.p != buf || s.n != N) { printf("FAIL: host struct changed by copy(s): p = %p (expected %p), n = %d\n", (void *)s.p, (void *)buf, s.n); return 1; }
    for (int i = 0; i < N; i++) {
        float e = in[i] * 2.0f + 1.0f + (float)i;
        if (buf[i] != e) { printf("FAIL: part 2: buf[%d] = %g, expected %g\n", i, buf[i], e); return 1; }
    }
    free(buf); free(in);
    printf("PASS\n");
    return 0;
}
