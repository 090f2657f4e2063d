/* C99's <tgmath.h> in compute regions: each macro calls the function its
 * arguments' types choose (glibc spells the macros with GNU's
 * __builtin_tgmath, which libclang does not know): float arguments the
 * float function (sqrt of a float is sqrtf, exactly: its result is checked
 * bit for bit), double and integer ones the double function, a mix the
 * widest (pow(float, double) is pow), long double the long double one
 * (computed in double on the device, as GCC's), complex ones the complex
 * function (sqrt(z) is csqrt, fabs(z) is cabs), a real argument of a
 * complex-only macro (carg(x)) the complex function, and a parameter that
 * is not generic left out of the choice (ldexp(float, int) is ldexpf).
 * Random inputs, against the same loop on the host.  Before, gwcc refused
 * every such call in device code. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tgmath.h>

#define N 2048
#define NOUT 12

#define BODY(i)                                                                   \
    do {                                                                          \
        float xf = fx[i];                                                         \
        double xd = dx[i];                                                        \
        long double xl = (long double)dx[i];                                      \
        double complex z = CMPLX(dx[i], fx[i]);                                   \
        int k = (int)(i % 7) - 3;                                                 \
        out[i][0] = (double)sqrt(xf);           /* sqrtf */                       \
        out[i][1] = sqrt(xd);                   /* sqrt */                        \
        out[i][2] = (double)sqrt(xl);           /* sqrtl */                       \
        out[i][3] = pow(xf, xd * 0.5);          /* pow */                         \
        out[i][4] = (double)fmax(xf, 1.5f);     /* fmaxf */                       \
        out[i][5] = fmax(xf, k);                /* fmax: int counts as double */  \
        out[i][6] = creal(sqrt(z));             /* csqrt */                       \
        out[i][7] = fabs(z);                    /* cabs */                        \
        out[i][8] = carg(xd);                   /* carg of a real */              \
        out[i][9] = (double)ldexp(xf, k);       /* ldexpf */                      \
        out[i][10] = exp(xd * 0.1) + (double)exp(xf * 0.1f);                      \
        out[i][11] = cimag(exp(z * 0.25)) + atan2(xd, (double)xf + 3.0);          \
    } while (0)

static float fx[N];
static double dx[N], out[N][NOUT];

int main(void)
{
    srand(14142);
    for (int i = 0; i < N; i++) {
        fx[i] = (float)rand() / (float)RAND_MAX * 9.0f + 0.01f;
        dx[i] = (double)rand() / RAND_MAX * 99.0 + 0.001;
    }
#pragma acc parallel loop copyin(fx, dx) copyout(out)
    for (int i = 0; i < N; i++) BODY(i);
    static double dev[N][NOUT];
    memcpy(dev, out, sizeof out);
    for (int i = 0; i < N; i++) BODY(i);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < NOUT; j++) {
            /* sqrt, fmax and ldexp are exact in every precision: bit for bit;
               sqrtl is computed in double on the device; CUDA's expf is
               within 2 ulps (of about 2: 2.4e-7); the rest within 1e-12 */
            int exact = j == 0 || j == 1 || j == 4 || j == 5 || j == 9;
            double d = fabs(dev[i][j] - out[i][j]);
            double tol = j == 2 ? 1e-15 * out[i][j] : j == 10 ? 5e-7 : 1e-12 * (1 + fabs(out[i][j]));
            if (exact ? memcmp(&dev[i][j], &out[i][j], sizeof(double)) != 0 : !(d <= tol)) {
                printf("FAIL: out[%d][%d] = %.17g on the device, %.17g on the host\n", i, j, dev[i][j], out[i][j]);
                return 1;
            }
        }
    /* the float function was chosen: sqrt of a float is not sqrt of the same double */
    int differs = 0;
    for (int i = 0; i < N; i++) differs += out[i][0] != sqrt((double)fx[i]);
    if (differs < N / 4) {
        printf("FAIL: only %d of %d float square roots differ from the double ones\n", differs, N);
        return 1;
    }
    printf("PASS (%d float results differ from double ones)\n", differs);
    return 0;
}
