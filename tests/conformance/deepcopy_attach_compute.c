/* Covers: the attach clause on a compute construct (OpenACC 3.3 sec. 2.7.12, 2.5.1): with a struct and its pointee present separately, `parallel loop present(s) attach(s.p)` attaches s.p for the region (the kernel dereferences it) and detaches at the region's end, restoring the host value in the device copy. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <openacc.h>

#define N 4000
struct vec { int n; int *p; };
static unsigned int seed = 0xDEE9C0B8u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int *buf = malloc(N * sizeof *buf), *out = malloc(N * sizeof *out);
    for (int i = 0; i < N; i++) { buf[i] = (int)(xrand() % 10000u); out[i] = -1; }
    struct vec s = {N, buf};
    int *alias = buf;
#pragma acc enter data copyin(alias[0:N], s)
#pragma acc parallel loop present(s) attach(s.p) copyout(out[0:N])
    for (int i = 0; i < s.n; i++) out[i] = s.p[i] * 2 - 1;
    uintptr_t after = 0;
#pragma acc serial present(s) copyout(after)
    after = (uintptr_t)s.p;
#pragma acc exit data delete(s, alias[0:N])
    for (int i = 0; i < N; i++) if (out[i] != buf[i] * 2 - 1) { printf("FAIL: out[%d] = %d, expected %d\n", i, out[i], buf[i] * 2 - 1); return 1; }
    if (after != (uintptr_t)buf) { printf("FAIL: device s.p = %#lx after the region, expected the host value %#lx (detach at region exit)\n", (unsigned long)after, (unsigned long)(uintptr_t)buf); return 1; }
    free(buf); free(out);
    printf("PASS\n");
    return 0;
}
