/* Covers: data construct + present clause (OpenACC 3.3 sec. 2.6.5, 2.7.5): data made present by enter data is found by a present clause on a data construct (whole array and a subarray of it, and a heap subarray), compute constructs inside use the device copy, and the data stays present after the region (only the structured count was incremented). */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

#define N 6000
static int a[N], a0[N], b[N];
static unsigned int seed = 0xFACE0FFu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    double *h = malloc(N * sizeof *h);
    for (int i = 0; i < N; i++) { a[i] = a0[i] = (int)(xrand() % 50000u); b[i] = -1; h[i] = (double)(i % 97); }
#pragma acc enter data copyin(a, h[0:N]) create(b)
    for (int i = 0; i < N; i++) a[i] = -1;     /* the device copy keeps a0 when memory is separate */

#pragma acc data present(a, h[0:N], b)
    {
#pragma acc parallel loop present(a, h[0:N], b)
        for (int i = 0; i < N; i++)
            b[i] = a[i] + (int)h[i];
    }
    /* a subarray of present data */
#pragma acc data present(a[100:200], b[100:200])
    {
#pragma acc parallel loop present(a[100:200], b[100:200])
        for (int i = 100; i < 300; i++)
            b[i] += a[i];
    }
    if (!acc_is_present(a, sizeof a) || !acc_is_present(h, N * sizeof *h)) { printf("FAIL: data not present after the present region\n"); return 1; }
#pragma acc exit data copyout(b) delete(a, h[0:N])
    for (int i = 0; i < N; i++) {
        int av = dev ? a0[i] : -1;
        int e = av + i % 97 + (i >= 100 && i < 300 ? av : 0);
        if (b[i] != e) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }
    free(h);
    printf("PASS\n");
    return 0;
}
