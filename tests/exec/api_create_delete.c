/* Covers: acc_create (allocates without copying) and acc_delete (frees without copying back); data written on the device is not copied to the host. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    int n = 100000;
    int *t = malloc(sizeof(int) * n), *out = malloc(sizeof(int) * n);
    for (int i = 0; i < n; i++) { t[i] = 5; out[i] = -1; }
    void *d = acc_create(t, sizeof(int) * n);
    if (d == NULL) { printf("FAIL: acc_create returned NULL\n"); return 1; }
    if (!acc_is_present(t, sizeof(int) * n)) { printf("FAIL: not present after acc_create\n"); return 1; }
#pragma acc parallel loop present(t[0:n])
    for (int i = 0; i < n; i++)
        t[i] = i * 7;
#pragma acc parallel loop present(t[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; i++)
        out[i] = t[i] + 1;
    acc_delete(t, sizeof(int) * n);
    if (dev && acc_is_present(t, sizeof(int) * n)) { printf("FAIL: still present after acc_delete\n"); return 1; }
    for (int i = 0; i < n; i++) {
        if (out[i] != i * 7 + 1) { printf("FAIL: out[%d] = %d, expected %d\n", i, out[i], i * 7 + 1); return 1; }
        int e = dev ? 5 : i * 7;   /* acc_delete must not copy back */
        if (t[i] != e) { printf("FAIL: t[%d] = %d, expected %d\n", i, t[i], e); return 1; }
    }
    free(t); free(out);
    printf("PASS\n");
    return 0;
}
