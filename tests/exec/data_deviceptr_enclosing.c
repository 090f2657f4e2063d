/* Covers: deviceptr(d) on a data construct holds for the compute constructs inside it, through nested data constructs (parallel, kernels, serial; with default(none) and default(present) on the inner ones), and a variable in a data clause of an enclosing data construct satisfies default(none). */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0x85EBCA6Bu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int n = 3000;
    double *a = malloc(sizeof(double) * n), *h = malloc(sizeof(double) * n), *back = malloc(sizeof(double) * n);
    for (int i = 0; i < n; i++) { a[i] = (double)(xrand() % 4096) / 16.0; h[i] = -1; back[i] = -1; }
    double *d = acc_malloc(sizeof(double) * n);
    if (!d) { printf("FAIL: acc_malloc returned NULL\n"); return 1; }
    double total = 0;
#pragma acc data deviceptr(d) copyin(a[0:n])
    {
#pragma acc parallel loop present(a[0:n])
        for (int i = 0; i < n; i++) d[i] = a[i] * 2.0;
#pragma acc data copyout(h[0:n])
        {
#pragma acc data copy(total)
            {
#pragma acc kernels
                for (int i = 0; i < n; i++) h[i] = d[i] + 1.0;
#pragma acc parallel loop default(none) firstprivate(n)
                for (int i = 0; i < n; i++) h[i] += d[i] * a[i];
#pragma acc parallel loop default(present) firstprivate(n) reduction(+:total)
                for (int i = 0; i < n; i++) total += d[i] - a[i];
#pragma acc serial default(none) firstprivate(n)
                {
                    for (int i = 1; i < n; i++) d[i] += d[i - 1];
                }
            }
        }
    }
    acc_memcpy_from_device(back, d, sizeof(double) * n);
    int bad = 0;
    double run = 0, want_total = 0;
    for (int i = 0; i < n; i++) {
        double e = a[i] * 2.0 + 1.0 + a[i] * 2.0 * a[i];
        if (h[i] != e && bad++ < 5) printf("h[%d] = %g, expected %g\n", i, h[i], e);
        run += a[i] * 2.0;
        if (back[i] != run && bad++ < 5) printf("d[%d] = %g, expected %g\n", i, back[i], run);
        want_total += a[i];
    }
    if (total != want_total) { printf("total = %g, expected %g\n", total, want_total); bad++; }
    acc_free(d);
    free(a); free(h); free(back);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
