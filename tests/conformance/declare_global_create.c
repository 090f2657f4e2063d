/* Covers: declare directive + create clause at file scope (OpenACC 3.3 sec. 2.13, 2.13.2): a global array and a global scalar get device copies for the whole program (present from the start, no data clause needed); values move only with update directives; compute constructs use the device copies (a declared global scalar is present, not firstprivate: a later host-only change must not reach the region). */
#include <stdio.h>
#include <openacc.h>

#define N 4000
float gtab[N];
#pragma acc declare create(gtab)
static int gscale;
#pragma acc declare create(gscale)

static float in[N];
static unsigned int seed = 0x61087A8Eu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    if (!acc_is_present(gtab, sizeof gtab) || !acc_is_present(&gscale, sizeof gscale)) { printf("FAIL: declared globals not present at the start of main\n"); return 1; }
    for (int i = 0; i < N; i++) { in[i] = (float)(xrand() % 8192u) / 8.0f; gtab[i] = in[i]; }
    gscale = 3;
#pragma acc update device(gtab, gscale)
    gscale = 100;           /* host only: the compute construct must use the device copy */
#pragma acc parallel loop
    for (int i = 0; i < N; i++)
        gtab[i] = gtab[i] * gscale + 0.5f;
    if (dev) for (int i = 0; i < N; i++) if (gtab[i] != in[i]) { printf("FAIL: host gtab[%d] changed without an update\n", i); return 1; }
#pragma acc update self(gtab)
    for (int i = 0; i < N; i++) {
        float e = in[i] * (dev ? 3 : 100) + 0.5f;
        if (gtab[i] != e) { printf("FAIL: gtab[%d] = %g, expected %g\n", i, gtab[i], e); return 1; }
    }
    /* a compute construct writes the device copy of the declared scalar (no implicit firstprivate) */
#pragma acc serial
    gscale = gscale + 1;
#pragma acc update self(gscale)
    if (gscale != (dev ? 4 : 101)) { printf("FAIL: gscale = %d after serial + update self, expected %d\n", gscale, dev ? 4 : 101); return 1; }
    /* the data stays present for the whole program */
    if (!acc_is_present(gtab, sizeof gtab)) { printf("FAIL: declared global no longer present\n"); return 1; }
    printf("PASS\n");
    return 0;
}
