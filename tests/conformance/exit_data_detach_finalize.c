/* Covers: exit data + detach clause with finalize (OpenACC 3.3 sec. 2.6.6 "finalize clause", 2.7.13, 2.7.2 immediate detach action): after three attach actions, one `exit data detach(...) finalize` sets the attachment counter to zero and restores the host pointer value in the device copy. */
#include <stdio.h>
#include <stdint.h>
#include <openacc.h>

#define N 1500
struct box { float *p; };
static float buf[N];

int main(void)
{
    for (int i = 0; i < N; i++) buf[i] = (float)i * 0.5f;
    struct box b = {buf};
    float *q = buf;
#pragma acc enter data copyin(q[0:N], b)
#pragma acc enter data attach(b.p)
#pragma acc enter data attach(b.p)
#pragma acc enter data attach(b.p)
    uintptr_t before = 0, after = 0;
#pragma acc serial present(b) copyout(before)
    before = (uintptr_t)b.p;
#pragma acc exit data detach(b.p) finalize
#pragma acc serial present(b) copyout(after)
    after = (uintptr_t)b.p;
    uintptr_t devaddr = (uintptr_t)acc_deviceptr(buf);
#pragma acc exit data delete(b, q[0:N])
    if (before != devaddr) { printf("FAIL: device b.p = %#lx after attach, expected %#lx\n", (unsigned long)before, (unsigned long)devaddr); return 1; }
    if (after != (uintptr_t)buf) { printf("FAIL: device b.p = %#lx after detach finalize, expected the host value %#lx\n", (unsigned long)after, (unsigned long)(uintptr_t)buf); return 1; }
    printf("PASS\n");
    return 0;
}
