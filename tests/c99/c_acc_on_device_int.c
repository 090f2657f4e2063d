/* acc_on_device called with an int variable instead of an acc_device_t (int to enum argument) in a serial region */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <openacc.h>

static unsigned rng_state = 2463534242u;
static unsigned xorshift(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return rng_state;
}

int main(void)
{
    int n = 1000;
    double *a = malloc(n * sizeof *a);
    int *b = malloc(n * sizeof *b);
    double *out = malloc(n * sizeof *out);
    double *ref = malloc(n * sizeof *ref);
    for (int k = 0; k < n; k++) {
        a[k] = (xorshift() % 4096) / 16.0;
        b[k] = (int)(xorshift() % 1000);
        out[k] = -1;
        ref[k] = -1;
    }
    int dev = -5, dev2 = -5;
    int kind = acc_device_not_host;
    #pragma acc serial copyout(dev, dev2)
    {
        dev = acc_on_device(kind);
        dev2 = acc_on_device(acc_device_not_host);
    }
    out[0] = dev != 0;
    out[1] = dev2 != 0;
    ref[0] = ref[1] = out[1];
    printf("mode: %s\n", out[1] ? "device" : "host");

    int bad = 0;
    for (int k = 0; k < n; k++) {
        if (fabs(out[k] - ref[k]) > 1e-9 * (1 + fabs(ref[k]))) {
            if (bad++ < 5) printf("out[%d] = %.17g, expected %.17g\n", k, out[k], ref[k]);
        }
    }
    free(a);
    free(b);
    free(out);
    free(ref);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
