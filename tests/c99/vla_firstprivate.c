/* firstprivate of a variable-length local array, double t[n]: each gang gets a copy of the host's values, and writes to it leave the host's array as it was */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

int main(void)
{
    int n = 12, m = 400;
    double t[n], *a = malloc(m * sizeof *a), *out = malloc(m * sizeof *out);
    for (int j = 0; j < n; j++) t[j] = (xorshift() % 4096) / 16.0;
    for (int i = 0; i < m; i++) { a[i] = (xorshift() % 64) / 4.0; out[i] = -1; }
    double last = t[n - 1];
    #pragma acc parallel loop firstprivate(t) copyin(a[0:m]) copyout(out[0:m])
    for (int i = 0; i < m; i++) {
        out[i] = t[i % (n - 1)] * a[i];
        t[n - 1] = -5;
    }
    int bad = 0;
    for (int i = 0; i < m; i++)
        if (out[i] != t[i % (n - 1)] * a[i] && bad++ < 5) printf("out[%d] = %g\n", i, out[i]);
    if (t[n - 1] != last && bad++ < 5) printf("t[%d] = %g, expected %g (firstprivate wrote the host's array)\n", n - 1, t[n - 1], last);
    free(a); free(out);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
