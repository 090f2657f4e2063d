/* Covers: data construct + default(none) clause (OpenACC 3.3 sec. 2.6.5 "default clause", 2.6.2): the visible default(none) on a data construct applies to the compute constructs it lexically contains; every variable they use appears in a visible data clause (on the data construct) or in firstprivate/private/reduction on the compute construct, and the program runs correctly. */
#include <stdio.h>
#include <math.h>

#define N 7000
static double a[N], b[N];
static unsigned int seed = 0x0D0D0E0Eu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (double)(xrand() % 100000u) / 8.0; b[i] = -1.0; }
    int n = N;
    double scale = 2.5, sum = 10.0;
#pragma acc data copyin(a) copyout(b) copy(sum) default(none)
    {
#pragma acc parallel loop firstprivate(n, scale)
        for (int i = 0; i < n; i++)
            b[i] = a[i] * scale + 1.0;
#pragma acc parallel loop firstprivate(n) reduction(+:sum)
        for (int i = 0; i < n; i++)
            sum += a[i];
    }
    double es = 10.0;
    for (int i = 0; i < N; i++) {
        double e = a[i] * 2.5 + 1.0;
        if (fabs(b[i] - e) > 1e-12 * fabs(e)) { printf("FAIL: b[%d] = %.17g, expected %.17g\n", i, b[i], e); return 1; }
        es += a[i];
    }
    if (fabs(sum - es) > 1e-9 * fabs(es)) { printf("FAIL: sum = %.17g, expected %.17g\n", sum, es); return 1; }
    printf("PASS\n");
    return 0;
}
