/* Covers: exit data + delete clause (OpenACC 3.3 sec. 2.6.6, 2.7.11, 2.6.7): delete decrements the dynamic reference count and frees the device copy when both counts reach zero, never copying data back; delete of data that is not present, or inside a data region holding a structured count, leaves it present until the structured region ends. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

#define N 4000
static unsigned int seed = 0xDE1E7E00u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    int *a = malloc(N * sizeof *a), *a0 = malloc(N * sizeof *a0), *never = malloc(N * sizeof *never);
    for (int i = 0; i < N; i++) { a[i] = a0[i] = (int)(xrand() % 1000u); never[i] = i; }
#pragma acc enter data copyin(a[0:N])
#pragma acc enter data create(a[0:N])             /* dynamic count 2 */
#pragma acc parallel loop present(a[0:N])
    for (int i = 0; i < N; i++) a[i] = -a[i];
#pragma acc exit data delete(a[0:N])              /* 2 -> 1 */
    if (!acc_is_present(a, N * sizeof *a)) { printf("FAIL: a not present after delete with count 2\n"); return 1; }
#pragma acc exit data delete(a[0:N])              /* 1 -> 0 */
    if (dev && acc_is_present(a, N * sizeof *a)) { printf("FAIL: a present after the last delete\n"); return 1; }
    for (int i = 0; i < N; i++) {
        int e = dev ? a0[i] : -a0[i];
        if (a[i] != e) { printf("FAIL: a[%d] = %d, expected %d (%s)\n", i, a[i], e, dev ? "delete must not copy back" : "shared memory"); return 1; }
    }
    /* delete of data that is not present: no action */
#pragma acc exit data delete(never[0:N])
    if (dev && acc_is_present(never, N * sizeof *never)) { printf("FAIL: never present after delete\n"); return 1; }
    /* delete inside a data region: the structured count keeps it present */
    int inside = -1;
#pragma acc data copy(a[0:N])
    {
#pragma acc enter data copyin(a[0:N])
#pragma acc exit data delete(a[0:N])
        inside = acc_is_present(a, N * sizeof *a);
#pragma acc parallel loop present(a[0:N])
        for (int i = 0; i < N; i++) a[i] += 1;
    }
    if (inside != 1) { printf("FAIL: delete inside a data region removed data with a structured count\n"); return 1; }
    for (int i = 0; i < N; i++) {
        int e = (dev ? a0[i] : -a0[i]) + 1;
        if (a[i] != e) { printf("FAIL: a[%d] = %d after the data region, expected %d\n", i, a[i], e); return 1; }
    }
    if (dev && acc_is_present(a, N * sizeof *a)) { printf("FAIL: a present after the data region\n"); return 1; }
    free(a); free(a0); free(never);
    printf("PASS\n");
    return 0;
}
