/* Covers: exit data + detach clause and attachment counters (OpenACC 3.3 sec. 2.6.6, 2.6.8, 2.7.13, 2.7.2): two attach actions for the same target raise the attachment counter to 2; the first detach only decrements it (device pointer still the device address), the second restores the host pointer value in the device copy of the struct. */
#include <stdio.h>
#include <stdint.h>
#include <openacc.h>

#define N 2000
struct box { int *p; int n; };
static int buf[N];

static uintptr_t device_p(struct box *b)
{
    uintptr_t v = 0;
#pragma acc serial present(b[0:1]) copyout(v)
    v = (uintptr_t)b->p;
    return v;
}

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    for (int i = 0; i < N; i++) buf[i] = 3 * i + 1;
    struct box b = {buf, N};
    int *q = buf;
#pragma acc enter data copyin(q[0:N])
#pragma acc enter data copyin(b)
#pragma acc enter data attach(b.p)
#pragma acc enter data attach(b.p)
    uintptr_t host = (uintptr_t)buf, devaddr = (uintptr_t)acc_deviceptr(buf);
    uintptr_t v1 = device_p(&b);
    long sum = 0;
#pragma acc parallel loop present(b) reduction(+:sum)
    for (int i = 0; i < N; i++) sum += b.p[i];
#pragma acc exit data detach(b.p)
    uintptr_t v2 = device_p(&b);
#pragma acc exit data detach(b.p)
    uintptr_t v3 = device_p(&b);
#pragma acc exit data delete(b)
#pragma acc exit data delete(q[0:N])
    long es = 0;
    for (int i = 0; i < N; i++) es += 3 * i + 1;
    if (sum != es) { printf("FAIL: sum through the attached pointer = %ld, expected %ld\n", sum, es); return 1; }
    if (v1 != devaddr) { printf("FAIL: after two attaches device b.p = %#lx, expected %#lx\n", (unsigned long)v1, (unsigned long)devaddr); return 1; }
    if (v2 != devaddr) { printf("FAIL: after one detach (counter 2 -> 1) device b.p = %#lx, expected still %#lx\n", (unsigned long)v2, (unsigned long)devaddr); return 1; }
    if (v3 != host) { printf("FAIL: after the second detach device b.p = %#lx, expected the host value %#lx\n", (unsigned long)v3, (unsigned long)host); return 1; }
    printf("PASS\n");
    return 0;
}
