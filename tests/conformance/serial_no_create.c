/* Covers: `no_create` clause on the serial construct (OpenACC 3.3 sec. 2.5.2, 2.7.10): present data (static array, heap section through a pointer) is used through its device copy with no copies at the construct; data that is not present is not allocated (the region does not dereference it), and it is still absent afterwards with separate memory. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

#define N 30000
static int a[N], b[N], x[N], z[N];
static unsigned int seed = 0x0C4EA7E1u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    for (int i = 0; i < N; i++) a[i] = (int)(xrand() % 40000u);

    /* not present: nothing allocated; the region only touches z when told to */
    int use_z = 0;
    for (int i = 0; i < N; i++) { z[i] = -2; b[i] = -1; }
#pragma acc serial no_create(z) copyin(a) copyout(b) firstprivate(use_z)
    {
#pragma acc loop
        for (int i = 0; i < N; i++) { b[i] = a[i] + 4; if (use_z) z[i] = 0; }
    }
    for (int i = 0; i < N; i++) {
        if (b[i] != a[i] + 4) { printf("FAIL (no_create of absent data): b[%d] = %d, expected %d\n", i, b[i], a[i] + 4); return 1; }
        if (z[i] != -2) { printf("FAIL (no_create of absent data): z[%d] = %d, expected -2\n", i, z[i]); return 1; }
    }
    if (dev && acc_is_present(z, sizeof z)) { printf("FAIL (no_create of absent data): z is present after the region\n"); return 1; }

    /* present (data construct): the device copy is used and nothing is copied */
    for (int i = 0; i < N; i++) { x[i] = a[i]; b[i] = -1; }
    int bad = -1, got = 0;
#pragma acc data copyin(x)
    {
        for (int i = 0; i < N; i++) x[i] = -5;        /* host only (separate memory) */
#pragma acc serial no_create(x) copyout(b)
        {
#pragma acc loop
            for (int i = 0; i < N; i++) { b[i] = x[i] + 1; x[i] *= 2; }
        }
        for (int i = 0; i < N && bad < 0; i++)
            if (x[i] != (dev ? -5 : -10)) { bad = i; got = x[i]; }
#pragma acc update self(x)
    }
    if (bad >= 0) { printf("FAIL (no_create of present data): host x[%d] = %d after the construct, expected %d\n", bad, got, dev ? -5 : -10); return 1; }
    for (int i = 0; i < N; i++) {
        int eb = dev ? a[i] + 1 : -4, ex = dev ? a[i] * 2 : -10;
        if (b[i] != eb) { printf("FAIL (no_create of present data): b[%d] = %d, expected %d\n", i, b[i], eb); return 1; }
        if (x[i] != ex) { printf("FAIL (no_create of present data): device x[%d] = %d, expected %d\n", i, x[i], ex); return 1; }
    }

    /* a heap section through a pointer, present from enter data */
    int *p = (int *)malloc(N * sizeof(int));
    for (int i = 0; i < N; i++) p[i] = a[i] - 100;
#pragma acc enter data copyin(p[0:N])
#pragma acc serial no_create(p[0:N])
    {
#pragma acc loop
        for (int i = 0; i < N; i++) p[i] = p[i] * 3;
    }
#pragma acc exit data copyout(p[0:N])
    for (int i = 0; i < N; i++)
        if (p[i] != (a[i] - 100) * 3) { printf("FAIL (no_create(p[0:N]) present): p[%d] = %d, expected %d\n", i, p[i], (a[i] - 100) * 3); return 1; }
    free(p);
    printf("PASS\n");
    return 0;
}
