/* routine bind(name) and routine nohost across files: the device calls
 * dev_cube (impl.c) where the code names cube, and calls impl.c's nohost
 * routine; host fallback gets the same results (gwcc keeps a private host
 * copy of a nohost routine for the host versions of compute regions). */
#include <stdio.h>

double cube(double x);
#pragma acc routine(cube) seq bind(dev_cube)
#pragma acc routine seq nohost
int mix(int a, int b);

#define N 3000

int main(void)
{
    static double x[N], y[N];
    static int a[N], r[N];
    unsigned s = 12345u;
    for (int i = 0; i < N; i++) {
        s = s * 1103515245u + 12345u;
        x[i] = (double)(s >> 20) / 64.0 - 2000.0;
        a[i] = (int)(s >> 8) % 5000;
        y[i] = -1;
        r[i] = -1;
    }
#pragma acc parallel loop copyin(x, a) copyout(y, r)
    for (int i = 0; i < N; i++) {
        y[i] = cube(x[i]);
        r[i] = mix(a[i], i);
    }
    int bad = 0;
    for (int i = 0; i < N; i++) {
        double e = x[i] * x[i] * x[i];
        int er = (a[i] * 3) ^ (i + 1);
        if ((y[i] - e) * (y[i] - e) > 1e-20 * e * e || r[i] != er) {
            if (bad++ < 5) printf("i=%d: %g %d, expected %g %d\n", i, y[i], r[i], e, er);
        }
    }
    if (bad) {
        printf("FAIL (%d wrong)\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
