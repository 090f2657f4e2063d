/* Covers: data construct + copy clause (OpenACC 3.3 sec. 2.6.5, 2.7.6): a static int array, a double subarray of a heap pointer and a scalar are copied in at region entry, updated by compute constructs inside the region, and copied back only at region exit (the host copy is unchanged inside the region when memory is separate). */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <openacc.h>

#define N 5000
static int a[N], a0[N];
static unsigned int seed = 0x1234ABCDu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    double *d = malloc(N * sizeof *d), *d0 = malloc(N * sizeof *d0);
    long s = 17;
    for (int i = 0; i < N; i++) {
        a[i] = a0[i] = (int)(xrand() % 100000u) - 50000;
        d[i] = d0[i] = (double)(xrand() % 1000000u) / 1024.0;
    }
    int inside_bad = -1;
#pragma acc data copy(a, d[0:N], s)
    {
#pragma acc parallel loop present(a, d[0:N])
        for (int i = 0; i < N; i++) {
            a[i] = 3 * a[i] + i;
            d[i] = 0.5 * d[i] + 1.0;
        }
#pragma acc serial present(s)
        s = s * 3 + 1;
        /* the host copies are only updated at the end of the region */
        inside_bad = -1;
        if (dev) {
            if (s != 17) inside_bad = -2;
            for (int i = 0; i < N && inside_bad == -1; i++)
                if (a[i] != a0[i] || d[i] != d0[i]) inside_bad = i;
        }
    }
    if (inside_bad != -1) {
        printf("FAIL: host copy changed inside the data region (index %d; s = %ld)\n", inside_bad, s);
        return 1;
    }
    if (s != 52) { printf("FAIL: s = %ld, expected 52\n", s); return 1; }
    for (int i = 0; i < N; i++) {
        int ea = 3 * a0[i] + i;
        double ed = 0.5 * d0[i] + 1.0;
        if (a[i] != ea) { printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], ea); return 1; }
        if (fabs(d[i] - ed) > 1e-12 * fabs(ed)) { printf("FAIL: d[%d] = %.17g, expected %.17g\n", i, d[i], ed); return 1; }
    }
    if (dev && (acc_is_present(a, sizeof a) || acc_is_present(d, N * sizeof *d))) {
        printf("FAIL: data still present after the data region\n");
        return 1;
    }
    free(d); free(d0);
    printf("PASS\n");
    return 0;
}
