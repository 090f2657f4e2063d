/* designated initializers in a compute region: struct members out of order (.y before .x) and array designators ([3] = v) */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

struct p3 { double x, y, z; };

int main(void)
{
    int n = 300;
    double *a = malloc(n * sizeof *a), *out = malloc(n * sizeof *out);
    for (int i = 0; i < n; i++) { a[i] = (xorshift() % 4096) / 16.0; out[i] = -1; }
    #pragma acc parallel loop copyin(a[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        struct p3 p = { .z = a[i], .x = 1.5, .y = a[i] * 2 };
        double w[6] = { [3] = a[i], [0] = 2, 7 };
        out[i] = p.x + 10 * p.y + 100 * p.z + w[0] + w[1] * 3 + w[3] * 5 + w[5];
    }
    int bad = 0;
    for (int i = 0; i < n; i++) {
        double want = 1.5 + 10 * a[i] * 2 + 100 * a[i] + 2 + 7 * 3 + a[i] * 5 + 0;
        if (out[i] != want && bad++ < 5) printf("out[%d] = %g, expected %g\n", i, out[i], want);
    }
    free(a); free(out);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
