// GWCC_FLAGS: -ffp-contract=on
/* -ffp-contract=on: the device contracts exactly what C allows within one
 * expression (cxx_fma.c writes it as gw_fma calls, nvcc runs with -fmad=false).
 * Checked against the host loop within rounding everywhere; on a GPU, each
 * element's bits against the host's explicit fmaf/fma of the same contractions
 * (the reduction's order differs, so its sum only within rounding). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <openacc.h>

#pragma acc routine seq
static double horner(double t, const double *c)
{
    return ((c[3] * t + c[2]) * t + c[1]) * t + c[0];
}

static double fused_horner(double t, const double *c)
{
    return fma(fma(fma(c[3], t, c[2]), t, c[1]), t, c[0]);
}

static double rnd(void) { return rand() / (double)RAND_MAX - 0.5; }

/* The larger of err and got's distance from want (a NaN: infinite). */
static double worse(double err, double got, double want)
{
    double d = isnan(got) ? INFINITY : fabs(got - want);
    return d > err ? d : err;
}

int main(void)
{
    enum { N = 10000, OUTS = 5 };
    float *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y), *z = malloc(N * sizeof *z);
    float *o = malloc(OUTS * N * sizeof *o);
    double *e = malloc(N * sizeof *e), *d = malloc(2 * N * sizeof *d), c[4];
    srand(7);
    for (int i = 0; i < N; i++) x[i] = rnd(), y[i] = rnd() * 3, z[i] = rnd() / 7, e[i] = rnd() * 5;
    for (int k = 0; k < 4; k++) c[k] = rnd();
    for (int i = 0; i < OUTS * N; i++) o[i] = NAN;
    for (int i = 0; i < 2 * N; i++) d[i] = NAN;
    float sum = 0.5f;
    int on_gpu = 0;
#pragma acc parallel loop copyin(x[0:N], y[0:N], z[0:N], e[0:N], c) \
    copyout(o[0:OUTS * N], d[0:2 * N]) reduction(+:sum) copy(on_gpu)
    for (int i = 0; i < N; i++) {
        if (i == 0) on_gpu = acc_on_device(acc_device_nvidia);
        float s = z[i];
        o[i] = x[i] * y[i] + z[i];
        o[N + i] = z[i] - x[i] * y[i];
        o[2 * N + i] = x[i] * y[i] - z[i];
        s += x[i] * y[i];
        s -= y[i] * z[i];
        o[3 * N + i] = s;
        o[4 * N + i] = x[i] * y[i] + z[i] * s + s * x[i];
        d[i] = horner(e[i], c);
        d[N + i] = e[i] * x[i] + (e[i] - y[i] * e[i]);
        sum += x[i] * y[i];
    }
    double err = 0, hsum = 0.5;
    int bits = 0;
    for (int i = 0; i < N; i++) {
        float s = fmaf(-y[i], z[i], fmaf(x[i], y[i], z[i]));
        float f[OUTS] = {fmaf(x[i], y[i], z[i]), fmaf(-x[i], y[i], z[i]),
                         fmaf(x[i], y[i], -z[i]), s, fmaf(s, x[i], fmaf(x[i], y[i], z[i] * s))};
        float u[OUTS] = {x[i] * y[i] + z[i], z[i] - x[i] * y[i], x[i] * y[i] - z[i], 0, 0};
        u[3] = z[i] + x[i] * y[i] - y[i] * z[i];
        u[4] = x[i] * y[i] + z[i] * u[3] + u[3] * x[i];
        for (int k = 0; k < OUTS; k++) {
            float g = o[k * N + i];
            err = worse(err, g, u[k]);
            bits += memcmp(&g, &f[k], sizeof g) != 0;
        }
        double h[2] = {fused_horner(e[i], c), fma(e[i], x[i], fma(-y[i], e[i], e[i]))};
        double hu[2] = {horner(e[i], c), e[i] * x[i] + (e[i] - y[i] * e[i])};
        for (int k = 0; k < 2; k++) {
            double g = d[k * N + i];
            err = worse(err, g, hu[k]);
            bits += memcmp(&g, &h[k], sizeof g) != 0;
        }
        hsum += (double)x[i] * y[i];
    }
    double serr = fabs(sum - hsum) / fabs(hsum);
    printf("max error %.3g, sum %.7g (host %.7g), %s: %d results differ from the fused ones\n",
           err, sum, hsum, on_gpu ? "gpu" : "host", bits);
    int ok = err < 1e-5 && serr < 1e-4 && (!on_gpu || bits == 0);
    puts(ok ? "PASS" : "FAIL");
    free(x), free(y), free(z), free(o), free(e), free(d);
    return !ok;
}
