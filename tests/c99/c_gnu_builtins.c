/* GCC's builtin spellings in compute regions and a routine: the math
 * builtins (__builtin_fmax, __builtin_pow, __builtin_floorf, the long
 * double ones), __builtin_memcpy and __builtin_memset, and the constants
 * __builtin_choose_expr and __builtin_types_compatible_p, as macros of
 * real codes use them.  Before, gwcc refused most math builtins ("called
 * without a declaration") and put the two constants into the CUDA text,
 * where nvcc rejected them.  Each result is compared with the host's;
 * exactly where CUDA's function is correctly rounded, else within a few
 * ulps. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define MAX(a, b) __builtin_choose_expr(__builtin_types_compatible_p(__typeof__(a), float), \
                                        __builtin_fmaxf(a, b), __builtin_fmax(a, b))
#define IS_DOUBLE(x) __builtin_types_compatible_p(__typeof__(x), double)

#pragma acc routine seq
static double clampsq(double x, double lo, double hi)
{
    double t = __builtin_fmin(__builtin_fmax(x, lo), hi);
    return __builtin_fma(t, t, -__builtin_ldexp(lo, 1));
}

static int near(double a, double b, double rel)
{
    return a == b || fabs(a - b) <= rel * fmax(1.0, fmax(fabs(a), fabs(b)));
}

int main(void)
{
    int n = 4000, bad = 0;
    double *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
    float *f = malloc(n * sizeof *f);
    double *exact = malloc(4 * n * sizeof *exact), *approx = malloc(4 * n * sizeof *approx);
    int *k = malloc(n * sizeof *k);
    unsigned s = 12345u;
    for (int i = 0; i < n; i++) {
        s = s * 1664525u + 1013904223u;
        x[i] = ((double)(s >> 8) / (1 << 24) - 0.5) * 40.0;
        s = s * 1664525u + 1013904223u;
        y[i] = ((double)(s >> 8) / (1 << 24)) * 3.0 + 0.01;
        f[i] = (float)(x[i] * 0.75);
    }
#pragma acc parallel loop copyin(x[0:n], y[0:n], f[0:n]) copyout(exact[0:4*n], approx[0:4*n], k[0:n])
    for (int i = 0; i < n; i++) {
        double t[2];
        __builtin_memcpy(t, &x[i], sizeof(double));
        __builtin_memset(&t[1], 0, sizeof(double));
        exact[4 * i] = MAX(t[0], y[i]) + __builtin_floor(x[i]) + __builtin_copysign(y[i], x[i]) + t[1];
        exact[4 * i + 1] = MAX(f[i], 0.5f) + __builtin_sqrt(y[i]) + __builtin_truncf(f[i]) + clampsq(x[i], -2, 3);
        exact[4 * i + 2] = (double)sizeof(__builtin_fmaxf(f[i], 1.0f)) + (double)sizeof(__builtin_fmax(f[i], f[i]))
                           + IS_DOUBLE(x[i]) + 10 * IS_DOUBLE(f[i]) + __builtin_fabsl(x[i]);
        exact[4 * i + 3] = __builtin_fminl(x[i], y[i]) + __builtin_roundf(f[i]);
        approx[4 * i] = __builtin_pow(y[i], 1.5) + __builtin_exp(x[i] / 8) + __builtin_log(y[i]);
        approx[4 * i + 1] = __builtin_sinf(f[i]) + __builtin_atan2(x[i], y[i]) + __builtin_hypot(x[i], y[i]);
        approx[4 * i + 2] = __builtin_powl(y[i], 0.5) + __builtin_cosl(x[i]) + __builtin_expm1(y[i] / 4);
        approx[4 * i + 3] = __builtin_cbrt(x[i]) + __builtin_tanhf(f[i]) + __builtin_log1p(y[i]) + __builtin_sqrtl(y[i]);
        k[i] = __builtin_ilogb(y[i] + 1) + (int)__builtin_lround(x[i]) + __builtin_choose_expr(0, 1.5, 7);
    }
    for (int i = 0; i < n; i++) {
        double t = fmax(x[i], y[i]);
        double c = fmin(fmax(x[i], -2), 3);
        double e[4] = {
            t + floor(x[i]) + copysign(y[i], x[i]),
            fmaxf(f[i], 0.5f) + sqrt(y[i]) + truncf(f[i]) + fma(c, c, 4.0),
            4.0 + 8.0 + 1 + fabs(x[i]),
            fmin(x[i], y[i]) + roundf(f[i])};
        double a[4] = {
            pow(y[i], 1.5) + exp(x[i] / 8) + log(y[i]),
            sinf(f[i]) + atan2(x[i], y[i]) + hypot(x[i], y[i]),
            sqrt(y[i]) + cos(x[i]) + expm1(y[i] / 4),
            cbrt(x[i]) + tanhf(f[i]) + log1p(y[i]) + sqrt(y[i])};
        int kw = ilogb(y[i] + 1) + (int)lround(x[i]) + 7;
        for (int j = 0; j < 4; j++) {
            if (exact[4 * i + j] != e[j] || !near(approx[4 * i + j], a[j], 1e-5)) {
                if (bad++ < 5)
                    printf("%d.%d: exact %.17g want %.17g, approx %.17g want %.17g\n", i, j, exact[4 * i + j], e[j],
                           approx[4 * i + j], a[j]);
            }
        }
        if (k[i] != kw && bad++ < 5) printf("%d: k %d want %d\n", i, k[i], kw);
    }
    free(x); free(y); free(f); free(exact); free(approx); free(k);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
