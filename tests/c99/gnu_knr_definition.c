/* K&R-style function definitions (identifier list, parameter declarations before the body), one called in a compute region, one on the host */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift() { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

double axpy1(a, x, y)
    double a;
    double x, y;
{
    return a * x + y;
}

static void fill(v, n)
    double *v;
    int n;
{
    int i;
    for (i = 0; i < n; i++) v[i] = (xorshift() % 4096) / 64.0;
}

int main()
{
    int n = 1000;
    double *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y), *z = malloc(n * sizeof *z);
    fill(x, n);
    fill(y, n);
    for (int i = 0; i < n; i++) z[i] = -1;
    #pragma acc parallel loop copyin(x[0:n], y[0:n]) copyout(z[0:n])
    for (int i = 0; i < n; i++) z[i] = axpy1(0.5, x[i], y[i]);
    int bad = 0;
    for (int i = 0; i < n; i++)
        if (z[i] != axpy1(0.5, x[i], y[i]) && bad++ < 5) printf("z[%d] = %g\n", i, z[i]);
    free(x);
    free(y);
    free(z);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
