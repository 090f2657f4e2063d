/* Covers: separate-memory semantics of copyin: a compute region writes the device copy of a copyin array; the host copy must stay unchanged on a device (and sees the writes in host fallback, where memory is shared). */
#include <stdio.h>
#include <openacc.h>

#define N 100000
static int a[N], orig[N], b[N];
static unsigned int seed = 0x5A5A0F0Fu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    for (int i = 0; i < N; i++) { a[i] = orig[i] = (int)(xrand() % 100000u) + 1; b[i] = -1; }
#pragma acc parallel loop copyin(a[0:N]) copyout(b[0:N])
    for (int i = 0; i < N; i++) {
        a[i] = a[i] + 1000000;   /* writes the device copy only */
        b[i] = a[i];
    }
    for (int i = 0; i < N; i++) {
        int ea = dev ? orig[i] : orig[i] + 1000000;
        if (a[i] != ea) { printf("FAIL: a[%d] = %d, expected %d (%s)\n", i, a[i], ea, dev ? "copyin must not copy back" : "shared memory"); return 1; }
        if (b[i] != orig[i] + 1000000) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], orig[i] + 1000000); return 1; }
    }
    printf("PASS\n");
    return 0;
}
