/* Covers: enter data + attach clause (OpenACC 3.3 sec. 2.6.6, 2.7.12, 2.7.2 attach action): after the struct and the pointee are present separately, `enter data attach(s.p)` points the device copy of s.p at the device copy of the pointee; compute constructs then dereference s.p through the struct; `exit data detach(s.p)` restores the host value. Before the attach, the device copy of the struct holds the host pointer value (copied exactly). */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <openacc.h>

#define N 4000
struct vec { int n; double *p; };
static unsigned int seed = 0xA11AC4EDu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    double *data = malloc(N * sizeof *data), *out = malloc(N * sizeof *out);
    for (int i = 0; i < N; i++) { data[i] = (double)(xrand() % 10000u) / 4.0; out[i] = -1.0; }
    struct vec v = {N, data};
    double *alias = data;
#pragma acc enter data copyin(alias[0:N])
#pragma acc enter data copyin(v)
    uintptr_t dp = 0;
#pragma acc serial present(v) copyout(dp)
    dp = (uintptr_t)v.p;
    if (dp != (uintptr_t)data) { printf("FAIL: device v.p = %#lx after copyin(v), expected the host value %#lx\n", (unsigned long)dp, (unsigned long)(uintptr_t)data); return 1; }
#pragma acc enter data attach(v.p)
#pragma acc serial present(v) copyout(dp)
    dp = (uintptr_t)v.p;
    if (dp != (uintptr_t)acc_deviceptr(data)) { printf("FAIL: device v.p = %#lx after attach, expected %#lx\n", (unsigned long)dp, (unsigned long)(uintptr_t)acc_deviceptr(data)); return 1; }
#pragma acc parallel loop present(v) copyout(out[0:N])
    for (int i = 0; i < v.n; i++)
        out[i] = v.p[i] * 3.0 - 1.0;
#pragma acc exit data detach(v.p)
#pragma acc serial present(v) copyout(dp)
    dp = (uintptr_t)v.p;
    if (dp != (uintptr_t)data) { printf("FAIL: device v.p = %#lx after detach, expected the host value %#lx\n", (unsigned long)dp, (unsigned long)(uintptr_t)data); return 1; }
#pragma acc exit data delete(v)
#pragma acc exit data delete(alias[0:N])
    for (int i = 0; i < N; i++)
        if (out[i] != data[i] * 3.0 - 1.0) { printf("FAIL: out[%d] = %g, expected %g\n", i, out[i], data[i] * 3.0 - 1.0); return 1; }
    free(data); free(out);
    printf("PASS\n");
    return 0;
}
