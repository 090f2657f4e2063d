/* pi.c: pi as the integral of 4/(1+x^2) over [0,1], by the midpoint rule,
 * summed on the GPU with a reduction.
 *   gwcc -O2 pi.c -o pi && ./pi */
#include <math.h>
#include <stdio.h>

#define PI_REF 3.14159265358979323846

int main(void)
{
    const long n = 100000000;
    const double h = 1.0 / (double)n;
    double sum = 0.0;

#pragma acc parallel loop reduction(+:sum)
    for (long i = 0; i < n; i++) {
        double x = ((double)i + 0.5) * h;
        sum += 4.0 / (1.0 + x * x);
    }

    double pi = sum * h, err = fabs(pi - PI_REF);
    int ok = err < 1e-9;
    printf("pi: %ld intervals, pi = %.12f, error %.2g: %s\n", n, pi, err, ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
