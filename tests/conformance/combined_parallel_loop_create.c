/* Covers: `create` clause on the combined parallel loop construct (OpenACC 3.3 sec. 2.11, 2.7.9): per-iteration device scratch (an array and a heap section) is allocated without copies in or out (the host copy is untouched when memory is separate); data already present is used as is. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

#define N 30000
static int a[N], b[N], t[N], x[N];
static unsigned int seed = 0xC4EA7E01u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    for (int i = 0; i < N; i++) a[i] = (int)(xrand() % 40000u);

    int *h = (int *)malloc(N * sizeof(int));
    for (int i = 0; i < N; i++) { t[i] = -7; h[i] = -8; b[i] = -1; }
#pragma acc parallel loop copyin(a) create(t, h[0:N]) copyout(b)
    for (int i = 0; i < N; i++) { t[i] = a[i] * 3; h[i] = t[i] + 1; b[i] = h[i] - i; }
    for (int i = 0; i < N; i++) {
        if (b[i] != a[i] * 3 + 1 - i) { printf("FAIL (create): b[%d] = %d, expected %d\n", i, b[i], a[i] * 3 + 1 - i); return 1; }
        if (t[i] != (dev ? -7 : a[i] * 3)) { printf("FAIL (create(t) not copied out): t[%d] = %d\n", i, t[i]); return 1; }
        if (h[i] != (dev ? -8 : a[i] * 3 + 1)) { printf("FAIL (create(h[0:N]) not copied out): h[%d] = %d\n", i, h[i]); return 1; }
    }
    free(h);

    for (int i = 0; i < N; i++) { x[i] = a[i]; b[i] = -1; }
#pragma acc data copyin(x)
    {
        for (int i = 0; i < N; i++) x[i] = -5;         /* host only (separate memory) */
#pragma acc parallel loop create(x) copyout(b)
        for (int i = 0; i < N; i++) b[i] = x[i] + 1;
    }
    for (int i = 0; i < N; i++) {
        int e = dev ? a[i] + 1 : -4;
        if (b[i] != e) { printf("FAIL (create of present data): b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
