// C99 complex numbers in compute constructs: arithmetic with real and complex operands, I, creal/cimag/conj/cabs/cexp/csqrt, && and !, GNU __real__/__imag__, complex kernel arguments, and + and * reductions on float and double _Complex, each compared with the host.
#include <complex.h>
#include <math.h>
#include <stdio.h>

#define N 4096

static int close_c(double _Complex a, double _Complex b, double tol)
{
    double m = cabs(b) > 1 ? cabs(b) : 1;
    return cabs(a - b) <= tol * m;
}

int main(void)
{
    static double _Complex z[N], w[N], out[N];
    static float _Complex zf[N], outf[N];
    static double re[N], im[N], mag[N];
    unsigned s = 2463534242u;
    for (int i = 0; i < N; i++) {
        s ^= s << 13; s ^= s >> 17; s ^= s << 5;
        double a = (double)(s % 1000) / 500.0 - 1.0;
        s ^= s << 13; s ^= s >> 17; s ^= s << 5;
        double b = (double)(s % 1000) / 500.0 - 1.0;
        z[i] = a + b * I;
        w[i] = b - 0.5 * a * I;
        zf[i] = (float)a + (float)b * I;
        out[i] = -1;
        outf[i] = -1;
        re[i] = im[i] = mag[i] = -1;
    }
    double _Complex alpha = 0.5 - 0.25 * I;
    double _Complex sum = 1.0 + 1.0 * I, prod = 1.0;
    float _Complex sumf = 2.0f, prodf = 1.0f;
#pragma acc parallel loop copyin(z, w, zf) copyout(out, outf, re, im, mag) reduction(+:sum, sumf)
    for (int i = 0; i < N; i++) {
        double _Complex t = alpha * z[i] + w[i] / (1.0 + cabs(z[i])) - 2.0 * I;
        t += conj(w[i]) * 0.25;
        out[i] = t * cexp(I * creal(z[i])) + csqrt(w[i] * w[i]);
        outf[i] = zf[i] * zf[i] - (float _Complex)1.5f;
        re[i] = __real__ t;
        im[i] = cimag(t) + __imag__ z[i];
        mag[i] = cabs(t) + (z[i] && w[i] ? 0.0 : 1000.0) + (!z[i] ? 2000.0 : 0.0);
        sum += z[i] * w[i];
        sumf += zf[i];
    }
#pragma acc parallel loop copyin(z) reduction(*:prod, prodf)
    for (int i = 0; i < 64; i++) {
        prod *= 1.0 + z[i] / 64.0;
        prodf *= 1.0f + (float _Complex)z[i] / 64.0f;
    }
    double _Complex esum = 1.0 + 1.0 * I, eprod = 1.0;
    float _Complex esumf = 2.0f, eprodf = 1.0f;
    int bad = 0;
    for (int i = 0; i < N; i++) {
        double _Complex t = alpha * z[i] + w[i] / (1.0 + cabs(z[i])) - 2.0 * I;
        t += conj(w[i]) * 0.25;
        double _Complex o = t * cexp(I * creal(z[i])) + csqrt(w[i] * w[i]);
        float _Complex of = zf[i] * zf[i] - (float _Complex)1.5f;
        esum += z[i] * w[i];
        esumf += zf[i];
        if (bad < 5 && (!close_c(out[i], o, 1e-12) || !close_c(outf[i], of, 1e-5) || fabs(re[i] - creal(t)) > 1e-13 * (1 + cabs(t))
                        || fabs(im[i] - (cimag(t) + cimag(z[i]))) > 1e-13 * (1 + cabs(t)) || fabs(mag[i] - (cabs(t) + (z[i] && w[i] ? 0.0 : 1000.0) + (!z[i] ? 2000.0 : 0.0))) > 1e-13 * (1 + cabs(t)))) {
            printf("i %d: out %g%+gi/%g%+gi outf %g%+gi/%g%+gi re %g/%g im %g/%g mag %g/%g\n", i, creal(out[i]),
                   cimag(out[i]), creal(o), cimag(o), crealf(outf[i]), cimagf(outf[i]), crealf(of), cimagf(of), re[i],
                   creal(t), im[i], cimag(t) + cimag(z[i]), mag[i], cabs(t));
            bad++;
        }
    }
    for (int i = 0; i < 64; i++) {
        eprod *= 1.0 + z[i] / 64.0;
        eprodf *= 1.0f + (float _Complex)z[i] / 64.0f;
    }
    if (!close_c(sum, esum, 1e-12) || !close_c(sumf, esumf, 1e-4) || !close_c(prod, eprod, 1e-12)
        || !close_c(prodf, eprodf, 1e-5)) {
        printf("sum %g%+gi/%g%+gi sumf %g%+gi/%g%+gi prod %g%+gi/%g%+gi prodf %g%+gi/%g%+gi\n", creal(sum), cimag(sum),
               creal(esum), cimag(esum), crealf(sumf), cimagf(sumf), crealf(esumf), cimagf(esumf), creal(prod),
               cimag(prod), creal(eprod), cimag(eprod), crealf(prodf), cimagf(prodf), crealf(eprodf), cimagf(eprodf));
        bad++;
    }
    if (bad) return 1;
    printf("PASS\n");
    return 0;
}
