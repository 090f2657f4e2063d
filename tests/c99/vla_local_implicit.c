/* a 1-D variable-length array from the host's stack, double v[n], mapped implicitly (no data clause) in a kernels region */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }
static double rnd(void) { return (xorshift() % 4096) / 16.0; }

int main(void)
{
    int n = 300;
    double v[n], w[n];
    for (int i = 0; i < n; i++) { v[i] = rnd(); w[i] = -1; }
    #pragma acc kernels
    for (int i = 0; i < n; i++)
        w[i] = v[i] * v[i] + 1;
    int bad = 0;
    for (int i = 0; i < n; i++)
        if (w[i] != v[i] * v[i] + 1 && bad++ < 5) printf("w[%d] = %g\n", i, w[i]);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
