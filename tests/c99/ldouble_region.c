/* long double arrays and locals in a parallel loop: computed in double on the GPU (a warning), the same as the host loop for values exact in double */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }
static double rnd(void) { return (xorshift() % 4096) / 16.0; }

int main(void)
{
    int n = 1000;
    long double *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
    for (int i = 0; i < n; i++) { x[i] = rnd(); y[i] = -1; }
    long double a = 0.5L;
    #pragma acc parallel loop copyin(x[0:n]) copyout(y[0:n])
    for (int i = 0; i < n; i++) {
        long double t = x[i] * a;
        y[i] = t + 3.0L;
    }
    int bad = 0;
    for (int i = 0; i < n; i++)
        if (y[i] != x[i] * a + 3.0L && bad++ < 5) printf("y[%d] = %Lg\n", i, y[i]);
    free(x);
    free(y);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
