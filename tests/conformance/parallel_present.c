/* Covers: `present` clause on the parallel construct (OpenACC 3.3 sec. 2.5.1, 2.7.5): data made present by a data construct, by enter data (a heap section through a pointer, a scalar) and a sub-section of a larger present array is used through its device copy; nothing is copied at the construct, and the data stays present afterwards. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

#define N 30000
static int a[N], b[N], t[N];
static unsigned int seed = 0x9E5E7700u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    for (int i = 0; i < N; i++) a[i] = (int)(xrand() % 40000u);

    /* present from a data construct; two regions communicate through t */
    for (int i = 0; i < N; i++) { b[i] = -1; t[i] = -1; }
#pragma acc data copyin(a) create(t) copyout(b)
    {
        for (int i = 0; i < N; i++) a[i] += 1000000;   /* host only (separate memory) */
#pragma acc parallel present(a, t)
        {
#pragma acc loop gang vector
            for (int i = 0; i < N; i++) t[i] = a[i] * 2;
        }
#pragma acc parallel present(t, b)
        {
#pragma acc loop gang vector
            for (int i = 0; i < N; i++) b[i] = t[N - 1 - i] + 1;
        }
    }
    for (int i = 0; i < N; i++) a[i] -= 1000000;
    for (int i = 0; i < N; i++) {
        int src = dev ? a[N - 1 - i] : a[N - 1 - i] + 1000000;
        if (b[i] != src * 2 + 1) { printf("FAIL (present from data construct): b[%d] = %d, expected %d\n", i, b[i], src * 2 + 1); return 1; }
        if (t[i] != (dev ? -1 : (a[i] + 1000000) * 2)) { printf("FAIL (create'd t copied out): t[%d] = %d\n", i, t[i]); return 1; }
    }

    /* a sub-section of a larger present array */
    for (int i = 0; i < N; i++) b[i] = i;
#pragma acc data copy(b)
    {
#pragma acc parallel present(b[100:N - 200])
        {
#pragma acc loop gang vector
            for (int i = 100; i < N - 100; i++) b[i] = -b[i];
        }
    }
    for (int i = 0; i < N; i++) {
        int e = (i >= 100 && i < N - 100) ? -i : i;
        if (b[i] != e) { printf("FAIL (present(b[100:N-200])): b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }

    /* a heap section and a scalar from enter data; present after the region */
    int *p = (int *)malloc(N * sizeof(int));
    int k = 3;
    for (int i = 0; i < N; i++) p[i] = a[i];
#pragma acc enter data copyin(p[0:N], k)
    k = 1000;                                          /* host only (separate memory) */
#pragma acc parallel present(p[0:N], k)
    {
#pragma acc loop gang vector
        for (int i = 0; i < N; i++) p[i] = p[i] * k - i;
    }
    if (!acc_is_present(p, N * sizeof(int))) { printf("FAIL (present): p[0:N] is no longer present after the region\n"); return 1; }
#pragma acc exit data copyout(p[0:N]) delete(k)
    for (int i = 0; i < N; i++) {
        int e = a[i] * (dev ? 3 : 1000) - i;
        if (p[i] != e) { printf("FAIL (present(p[0:N], k)): p[%d] = %d, expected %d\n", i, p[i], e); return 1; }
    }
    free(p);
    printf("PASS\n");
    return 0;
}
