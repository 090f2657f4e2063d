/* Covers: acc_copyin (returns the device address; makes data present) and acc_copyout (copies back and removes it), with a compute region using present() in between. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0xA9C0971Eu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    int n = 200000;
    float *a = malloc(sizeof(float) * n);
    int *orig = malloc(sizeof(int) * n);
    for (int i = 0; i < n; i++) { orig[i] = (int)(xrand() % 10000u); a[i] = (float)orig[i]; }
    void *d = acc_copyin(a, sizeof(float) * n);
    if (d == NULL) { printf("FAIL: acc_copyin returned NULL\n"); return 1; }
    if (!acc_is_present(a, sizeof(float) * n)) { printf("FAIL: not present after acc_copyin\n"); return 1; }
    if (acc_deviceptr(a) != d) { printf("FAIL: acc_deviceptr(a) != acc_copyin result\n"); return 1; }
    for (int i = 0; i < n; i++) a[i] = -1.0f;   /* host change not seen by the device copy */
#pragma acc parallel loop present(a[0:n])
    for (int i = 0; i < n; i++)
        a[i] = a[i] * 2.0f + 1.0f;
    acc_copyout(a, sizeof(float) * n);
    if (dev && acc_is_present(a, sizeof(float) * n)) { printf("FAIL: still present after acc_copyout\n"); return 1; }
    for (int i = 0; i < n; i++) {
        float e = dev ? (float)orig[i] * 2.0f + 1.0f : -1.0f;
        if (a[i] != e) { printf("FAIL: a[%d] = %g, expected %g\n", i, a[i], e); return 1; }
    }
    free(a); free(orig);
    printf("PASS\n");
    return 0;
}
