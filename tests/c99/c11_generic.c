/* C11 _Generic in a macro used inside a compute region, choosing by the operand's type (int, float, double) */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

#define twice(x) _Generic((x), int: (x) * 2, float: (x) * 2.0f, double: (x) * 2.0, default: (x))

int main(void)
{
    int n = 500;
    int *a = malloc(n * sizeof *a);
    float *f = malloc(n * sizeof *f);
    double *d = malloc(n * sizeof *d), *out = malloc(n * sizeof *out);
    for (int i = 0; i < n; i++) { a[i] = (int)(xorshift() % 1000); f[i] = (xorshift() % 512) / 4.0f; d[i] = (xorshift() % 4096) / 8.0; out[i] = -1; }
    #pragma acc parallel loop copyin(a[0:n], f[0:n], d[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; i++)
        out[i] = twice(a[i]) + twice(f[i]) + twice(d[i]) + sizeof(twice(f[i]));
    int bad = 0;
    for (int i = 0; i < n; i++) {
        double want = twice(a[i]) + twice(f[i]) + twice(d[i]) + sizeof(twice(f[i]));
        if (out[i] != want && bad++ < 5) printf("out[%d] = %g, expected %g\n", i, out[i], want);
    }
    free(a); free(f); free(d); free(out);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
