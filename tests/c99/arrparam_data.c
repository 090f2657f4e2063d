/* an array-declared 1-D parameter, void k(double x[N], ...), in an enclosing data copy(x) and a present(x) region inside it */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }
static double rnd(void) { return (xorshift() % 4096) / 16.0; }

#define N 500

static void step(double x[N], double y[N], int iters)
{
    #pragma acc data copy(x) copyin(y)
    for (int it = 0; it < iters; it++) {
        #pragma acc parallel loop present(x, y)
        for (int i = 0; i < N; i++)
            x[i] = 0.5 * x[i] + y[i];
    }
}

int main(void)
{
    double *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y), *x0 = malloc(N * sizeof *x0);
    for (int i = 0; i < N; i++) { x[i] = x0[i] = rnd(); y[i] = rnd(); }
    step(x, y, 3);
    int bad = 0;
    for (int i = 0; i < N; i++) {
        double w = x0[i];
        for (int it = 0; it < 3; it++) w = 0.5 * w + y[i];
        if (x[i] != w && bad++ < 5) printf("x[%d] = %g, expected %g\n", i, x[i], w);
    }
    free(x);
    free(y);
    free(x0);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
