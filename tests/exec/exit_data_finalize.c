/* Covers: `exit data copyout(...) finalize` after several `enter data copyin`: the dynamic reference count drops to zero at once, data is copied back and no longer present. */
#include <stdio.h>
#include <openacc.h>

#define N 100000
static int a[N], orig[N], c[N];
static unsigned int seed = 0xF1A11E00u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    for (int i = 0; i < N; i++) { a[i] = orig[i] = (int)(xrand() % 40000u); c[i] = (int)(xrand() % 7u); }
#pragma acc enter data copyin(a[0:N])
#pragma acc enter data copyin(a[0:N])
#pragma acc enter data copyin(a[0:N])
#pragma acc parallel loop present(a[0:N])
    for (int i = 0; i < N; i++)
        a[i] = a[i] * 2 + 1;
#pragma acc exit data copyout(a[0:N]) finalize
    for (int i = 0; i < N; i++)
        if (a[i] != orig[i] * 2 + 1) { printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], orig[i] * 2 + 1); return 1; }
    if (dev && acc_is_present(a, sizeof(a))) { printf("FAIL: a still present after exit data finalize\n"); return 1; }

    /* delete + finalize: after it, c can be entered again and gets fresh values */
#pragma acc enter data copyin(c[0:N])
#pragma acc enter data copyin(c[0:N])
#pragma acc exit data delete(c[0:N]) finalize
    if (dev && acc_is_present(c, sizeof(c))) { printf("FAIL: c still present after exit data delete finalize\n"); return 1; }
    for (int i = 0; i < N; i++) c[i] += 100;
#pragma acc enter data copyin(c[0:N])
#pragma acc parallel loop present(c[0:N])
    for (int i = 0; i < N; i++)
        c[i] -= 1;
#pragma acc exit data copyout(c[0:N])
    seed = 0xF1A11E00u;
    for (int i = 0; i < N; i++) {
        xrand();
        int e = (int)(xrand() % 7u) + 99;
        if (c[i] != e) { printf("FAIL: c[%d] = %d, expected %d\n", i, c[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
