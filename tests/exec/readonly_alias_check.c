// Read-only data: arrays only read become const __restrict__ in a second
// kernel, used only when the device arrays do not share memory.  Here src
// and dst are two halves of one allocation (same present block), and a
// shift makes the plain kernel's result depend on ordering being respected.
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 12345u;
static unsigned next(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

int main(void)
{
    int n = 1 << 16;
    float *buf = malloc(2 * n * sizeof *buf), *ref = malloc(n * sizeof *ref);
    float *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
    for (int i = 0; i < 2 * n; i++) buf[i] = (float)(next() % 1000);
    for (int i = 0; i < n; i++) { x[i] = (float)(next() % 100); y[i] = -1.0f; }
    for (int i = 0; i < n; i++) ref[i] = buf[i] * 2.0f + 1.0f;
    float *src = buf, *dst = buf + n;
#pragma acc data copy(buf[0:2*n])
    {
#pragma acc parallel loop present(buf[0:2*n])
        for (int i = 0; i < n; i++) dst[i] = src[i] * 2.0f + 1.0f;
    }
#pragma acc parallel loop copyin(x[0:n]) copyout(y[0:n])
    for (int i = 0; i < n; i++) y[i] = x[i] * x[i];
    for (int i = 0; i < n; i++) {
        if (buf[n + i] != ref[i]) { printf("dst[%d] = %g, expected %g\n", i, buf[n + i], ref[i]); return 1; }
        if (y[i] != x[i] * x[i]) { printf("y[%d] = %g, expected %g\n", i, y[i], x[i] * x[i]); return 1; }
    }
    free(buf); free(ref); free(x); free(y);
    printf("PASS\n");
    return 0;
}
