/* Covers: `copyin` and `copyout` on a data construct enclosing a compute region that reads the copyin array and writes the copyout array. */
#include <stdio.h>
#include <math.h>

#define N 1048576
static double a[N], b[N];
static unsigned int seed = 0x0C0FFEE0u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (double)(xrand() % 1000001u) * 1e-3; b[i] = -1.0; }
#pragma acc data copyin(a[0:N]) copyout(b[0:N])
    {
#pragma acc parallel loop present(a[0:N], b[0:N])
        for (int i = 0; i < N; i++)
            b[i] = a[i] * a[i] - 1.5;
    }
    for (int i = 0; i < N; i++) {
        double e = a[i] * a[i] - 1.5;
        if (fabs(b[i] - e) > 1e-12 * (1.0 + fabs(e))) { printf("FAIL: b[%d] = %.17g, expected %.17g\n", i, b[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
