/* C99 'inline' with an 'extern' declaration giving the external definition (no -fgnu89-inline), built at -O0: the inline function is called in a region and on the host */
// GWCC_FLAGS: -O0
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

inline double cube(double x) { return x * x * x; }
extern double cube(double x);

int main(void)
{
    int n = 1000;
    double *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
    for (int i = 0; i < n; i++) { x[i] = (xorshift() % 4096) / 512.0; y[i] = -1; }
    #pragma acc parallel loop copyin(x[0:n]) copyout(y[0:n])
    for (int i = 0; i < n; i++) y[i] = cube(x[i]) + 1.0;
    int bad = 0;
    for (int i = 0; i < n; i++)
        if (y[i] != cube(x[i]) + 1.0 && bad++ < 5) printf("y[%d] = %g\n", i, y[i]);
    free(x);
    free(y);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
