/* compound literals in a compute region: (struct p){1, 2} passed to a routine and an array literal (int[]){...} indexed */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

struct p { double a, b; };

#pragma acc routine seq
static double dotp(struct p u, struct p v) { return u.a * v.a + u.b * v.b; }

int main(void)
{
    int n = 600;
    double *x = malloc(n * sizeof *x), *out = malloc(n * sizeof *out);
    for (int i = 0; i < n; i++) { x[i] = (xorshift() % 4096) / 16.0; out[i] = -1; }
    #pragma acc parallel loop copyin(x[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; i++)
        out[i] = dotp((struct p){x[i], 2}, (struct p){.b = 3, .a = x[i]}) + (int[]){5, 7, 11}[i % 3];
    int bad = 0;
    for (int i = 0; i < n; i++) {
        double want = x[i] * x[i] + 6 + (i % 3 == 0 ? 5 : i % 3 == 1 ? 7 : 11);
        if (out[i] != want && bad++ < 5) printf("out[%d] = %g, expected %g\n", i, out[i], want);
    }
    free(x); free(out);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
