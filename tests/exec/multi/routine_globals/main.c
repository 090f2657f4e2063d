/* A declare'd global defined in one file (tables.c) and read by routines in
 * two files: both see the one device copy that 'update device' fills. */
#include <stdio.h>
#include "tables.h"

#define N 2000

double apply2(double x, int k) { return apply(x, k) + coef[(k + 1) % NT]; }

int main(void)
{
    static double x[N], y[N];
    for (int i = 0; i < N; i++) {
        x[i] = (double)((i * 37) % 101) / 4.0;
        y[i] = -1;
    }
    set_coef(2024u);
#pragma acc parallel loop copyin(x) copyout(y)
    for (int i = 0; i < N; i++) y[i] = apply2(x[i], i);
    int bad = 0;
    for (int i = 0; i < N; i++) {
        double e = coef[i % NT] * x[i] + coef[(i + 1) % NT];
        if (y[i] != e && bad++ < 5) printf("y[%d] = %g, expected %g\n", i, y[i], e);
    }
    if (bad) {
        printf("FAIL (%d wrong)\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
