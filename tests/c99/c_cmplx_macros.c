/* C11's CMPLX, CMPLXF and CMPLXL in compute regions (glibc's <complex.h>
 * spells them GNU's __builtin_complex(re, im), which clang knows and nvcc
 * does not): complex values made from their parts, with an imaginary part
 * that is infinite or a negative zero as well (where x + y*I would give a
 * NaN or lose the sign), in float, double and long double, on random
 * inputs, against the same loop on the host.  Before, gwcc refused the
 * call ("function '__builtin_complex' is called in a compute region
 * without a declaration"). */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <complex.h>

#define N 4096

#define BODY(i)                                                                               \
    do {                                                                                      \
        double complex z = CMPLX(x[i], y[i]) * cexp(CMPLX(0.0, x[i]));                        \
        float complex w = CMPLXF((float)y[i], (float)x[i]) + CMPLXF(1.0f, -0.0f);             \
        long double complex v = CMPLXL((long double)x[i], 2.0L) * CMPLXL(0.5L, (long double)y[i]); \
        double complex inf = CMPLX(x[i], y[i] > 0 ? INFINITY : -0.0);                         \
        out[i][0] = creal(z);                                                                 \
        out[i][1] = cimag(z);                                                                 \
        out[i][2] = crealf(w) + 2.0f * cimagf(w);                                             \
        out[i][3] = (double)creall(v) - (double)cimagl(v);                                    \
        out[i][4] = isinf(cimag(inf)) ? 1.0 : signbit(cimag(inf)) ? -1.0 : 0.0;               \
        out[i][5] = creal(inf);                                                               \
    } while (0)

static double x[N], y[N], out[N][6], ref[N][6];

int main(void)
{
    srand(271828);
    for (int i = 0; i < N; i++) {
        x[i] = (double)rand() / RAND_MAX * 4.0 - 2.0;
        y[i] = (double)rand() / RAND_MAX * 4.0 - 2.0;
    }
#pragma acc parallel loop copyin(x, y) copyout(out)
    for (int i = 0; i < N; i++) BODY(i);
    {
        double (*saved)[6] = malloc(sizeof out);
        for (int i = 0; i < N; i++)
            for (int k = 0; k < 6; k++) saved[i][k] = out[i][k];
        for (int i = 0; i < N; i++) BODY(i);
        for (int i = 0; i < N; i++)
            for (int k = 0; k < 6; k++) {
                ref[i][k] = out[i][k];
                double d = fabs(saved[i][k] - ref[i][k]), tol = 1e-5 * (1.0 + fabs(ref[i][k]));
                if (!(d <= tol)) {
                    printf("FAIL: out[%d][%d] = %.17g on the device, %.17g on the host\n", i, k, saved[i][k],
                           ref[i][k]);
                    return 1;
                }
            }
        free(saved);
    }
    int infs = 0, negzeros = 0;
    for (int i = 0; i < N; i++) infs += ref[i][4] == 1.0, negzeros += ref[i][4] == -1.0;
    if (infs == 0 || negzeros == 0 || infs + negzeros != N) {
        printf("FAIL: %d infinite and %d negative-zero imaginary parts of %d\n", infs, negzeros, N);
        return 1;
    }
    printf("PASS (%d infinite, %d negative-zero imaginary parts)\n", infs, negzeros);
    return 0;
}
