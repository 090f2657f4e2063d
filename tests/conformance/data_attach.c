/* Covers: data construct + attach clause (OpenACC 3.3 sec. 2.6.5, 2.7.12, 2.7.2 attach/detach actions): a struct and its pointee are present separately; attach(s.p) on a data construct makes the device copy of s.p point to the device copy of the pointee for the region, and the detach at region exit restores the host pointer value in the device copy of the struct. */
#include <stdio.h>
#include <stdint.h>
#include <openacc.h>

#define N 5000
struct holder { int n; int *p; };
static int buf[N], out[N];
static unsigned int seed = 0xA77AC4EDu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    for (int i = 0; i < N; i++) { buf[i] = (int)(xrand() % 40000u) - 20000; out[i] = -1; }
    struct holder s;
    s.n = N;
    s.p = buf;
    int *bp = buf;
#pragma acc enter data copyin(s)
#pragma acc enter data copyin(bp[0:N])
    uintptr_t inside = 0;
#pragma acc data attach(s.p)
    {
#pragma acc parallel loop present(s) copyout(out)
        for (int i = 0; i < s.n; i++)
            out[i] = s.p[i] * 2 + 1;
#pragma acc serial present(s) copyout(inside)
        inside = (uintptr_t)s.p;
    }
    uintptr_t after = 0;
#pragma acc serial present(s) copyout(after)
    after = (uintptr_t)s.p;
    uintptr_t devbuf = (uintptr_t)acc_deviceptr(buf);
#pragma acc exit data delete(bp[0:N])
#pragma acc exit data delete(s)
    for (int i = 0; i < N; i++)
        if (out[i] != buf[i] * 2 + 1) { printf("FAIL: out[%d] = %d, expected %d\n", i, out[i], buf[i] * 2 + 1); return 1; }
    if (inside != devbuf) { printf("FAIL: device s.p = %#lx inside the region, expected the device address %#lx\n", (unsigned long)inside, (unsigned long)devbuf); return 1; }
    if (after != (uintptr_t)buf) { printf("FAIL: device s.p = %#lx after the region, expected the host pointer %#lx (detach)\n", (unsigned long)after, (unsigned long)(uintptr_t)buf); return 1; }
    printf("PASS\n");
    return 0;
}
