/* Covers: reference counting through the API: acc_copyin twice + acc_copyout keeps data present; acc_copyout_finalize and acc_delete_finalize drop all references at once. */
#include <stdio.h>
#include <openacc.h>

#define N 40000
static int a[N], b[N];

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 3 * i; }
    acc_copyin(a, sizeof(a));
    acc_copyin(a, sizeof(a));
    acc_copyin(a, sizeof(a));
#pragma acc parallel loop present(a[0:N])
    for (int i = 0; i < N; i++) a[i] += 100;
    acc_copyout(a, sizeof(a));   /* 3 -> 2: no copy */
    if (!acc_is_present(a, sizeof(a))) { printf("FAIL: a not present after one acc_copyout of three copyins\n"); return 1; }
    if (dev && a[5] != 5) { printf("FAIL: a[5] = %d after non-final acc_copyout, expected 5\n", a[5]); return 1; }
    acc_copyout_finalize(a, sizeof(a));   /* 2 -> 0: copy back */
    if (dev && acc_is_present(a, sizeof(a))) { printf("FAIL: a present after acc_copyout_finalize\n"); return 1; }
    for (int i = 0; i < N; i++)
        if (a[i] != i + 100) { printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], i + 100); return 1; }

    acc_create(b, sizeof(b));
    acc_copyin(b, sizeof(b));   /* already present: count 2, no copy */
#pragma acc parallel loop present(b[0:N])
    for (int i = 0; i < N; i++) b[i] = -i;
    acc_delete(b, sizeof(b));
    if (!acc_is_present(b, sizeof(b))) { printf("FAIL: b not present after one acc_delete of two references\n"); return 1; }
    acc_copyin(b, sizeof(b));
    acc_delete_finalize(b, sizeof(b));
    if (dev && acc_is_present(b, sizeof(b))) { printf("FAIL: b present after acc_delete_finalize\n"); return 1; }
    for (int i = 0; i < N; i++) {
        int e = dev ? 3 * i : -i;   /* delete never copies back */
        if (b[i] != e) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
