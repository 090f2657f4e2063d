/* Covers: `create` clause on the parallel construct (OpenACC 3.3 sec. 2.5.1, 2.7.9): device scratch memory (array, section, scalar) is allocated for the region without copies in or out (the host copy is untouched when memory is separate); data already present is used as is. */
#include <stdio.h>
#include <openacc.h>

#define N 30000
static int a[N], b[N], t[N], x[N];
static unsigned int seed = 0xC4EA7E00u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    for (int i = 0; i < N; i++) a[i] = (int)(xrand() % 40000u);

    /* scratch used within each iteration */
    for (int i = 0; i < N; i++) { t[i] = -7; b[i] = -1; }
#pragma acc parallel copyin(a) create(t) copyout(b)
    {
#pragma acc loop gang vector
        for (int i = 0; i < N; i++) { t[i] = a[i] * 3; b[i] = t[i] - i; }
    }
    for (int i = 0; i < N; i++) {
        if (b[i] != a[i] * 3 - i) { printf("FAIL (create(t)): b[%d] = %d, expected %d\n", i, b[i], a[i] * 3 - i); return 1; }
        int et = dev ? -7 : a[i] * 3;
        if (t[i] != et) { printf("FAIL (create(t) not copied out): t[%d] = %d, expected %d\n", i, t[i], et); return 1; }
    }

    /* scratch written by one loop and read at other indices by the next
       (one gang, so the second vector loop starts after the first ends);
       the first loop's iterations take uneven time */
    static int et[N];
    for (int i = 0; i < N; i++) {
        int v = a[i];
        for (int r = 0; r < (i & 127); r++) v = (v * 7 + r) % 10007;
        et[i] = v + 5;
    }
    for (int i = 0; i < N; i++) { t[i] = -7; b[i] = -1; }
#pragma acc parallel num_gangs(1) copyin(a) create(t[0:N]) copyout(b)
    {
#pragma acc loop vector
        for (int i = 0; i < N; i++) {
            int v = a[i];
            for (int r = 0; r < (i & 127); r++) v = (v * 7 + r) % 10007;
            t[i] = v + 5;
        }
#pragma acc loop vector
        for (int i = 0; i < N; i++) b[i] = t[N - 1 - i] * 2;
    }
    for (int i = 0; i < N; i++)
        if (b[i] != et[N - 1 - i] * 2) { printf("FAIL (create(t[0:N]), two loops): b[%d] = %d, expected %d\n", i, b[i], et[N - 1 - i] * 2); return 1; }

    /* a scalar in create */
    int tmp = -3, r = -1;
#pragma acc parallel num_gangs(1) copyin(a) create(tmp) copyout(r)
    {
        tmp = a[10] * 2;
        r = tmp + 1;
    }
    if (r != a[10] * 2 + 1) { printf("FAIL (create(tmp)): r = %d, expected %d\n", r, a[10] * 2 + 1); return 1; }
    if (tmp != (dev ? -3 : a[10] * 2)) { printf("FAIL (create(tmp) not copied out): tmp = %d, expected %d\n", tmp, dev ? -3 : a[10] * 2); return 1; }

    /* already present: create finds the device copy with its values */
    for (int i = 0; i < N; i++) { x[i] = a[i]; b[i] = -1; }
#pragma acc data copyin(x)
    {
        for (int i = 0; i < N; i++) x[i] = -5;        /* host only (separate memory) */
#pragma acc parallel create(x) copyout(b)
        {
#pragma acc loop gang vector
            for (int i = 0; i < N; i++) b[i] = x[i] + 1;
        }
    }
    for (int i = 0; i < N; i++) {
        int e = dev ? a[i] + 1 : -4;
        if (b[i] != e) { printf("FAIL (create of present data): b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
