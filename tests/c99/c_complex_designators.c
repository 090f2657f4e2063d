/* Designated initialisers of arrays whose elements are complex or long
 * double, in a compute region: C99's [k] = v, GNU's ranges [a ... b] = v,
 * 2-D arrays, and such an array as a struct's member (.v[2] = z).  In the
 * CUDA text those elements are classes (gw_cplx, gw_ldouble), and nvcc
 * takes no designator for them ("class type not suitable for use with
 * designators"): gwcc writes the list in order, zeros in the gaps.  Found
 * by tools/fuzz, seed 71 (a double array of c_designator_parts_and_ranges
 * made _Complex). */
#include <stdio.h>
#include <stdlib.h>
#include <complex.h>

typedef struct {
    double complex v[4];
    int tag;
} cvec;

#define NOUT 6

#define BODY(i, x, out)                                                                     \
    do {                                                                                    \
        double r = x[i];                                                                    \
        _Complex double w[6] = { [0 ... 2] = (int)r, [4] = 2 + (int)r };                    \
        double complex v[3] = { [1] = r * I };                                              \
        float complex m[2][3] = { [1] = { [2] = r + 2 * I }, [0][1] = 3 };                  \
        cvec s = { .tag = 5, .v[2] = r - I, .v[0] = 1 };                                    \
        long double q[5] = { [3] = r / 4, [1 ... 2] = 2, 7 };                               \
        double complex z[4] = { 1, [2] = I * r, 4 };                                        \
        out[i * NOUT + 0] = creal(w[0] + w[1] + w[2] * 3 + w[3] + w[4] * 7 + w[5]);         \
        out[i * NOUT + 1] = cimag(v[1]) + creal(v[0]) * 100 + cimag(v[2]) * 1000;           \
        out[i * NOUT + 2] = crealf(m[1][2]) + cimagf(m[1][2]) * 10 + crealf(m[0][1]) * 100  \
                            + cabsf(m[0][0]) + cabsf(m[1][0]);                               \
        out[i * NOUT + 3] = creal(s.v[2]) + cimag(s.v[2]) * 10 + creal(s.v[0]) + s.tag      \
                            + cabs(s.v[1]) + cabs(s.v[3]);                                  \
        out[i * NOUT + 4] = (double)(q[0] + q[1] + q[2] * 3 + q[3] + q[4] * 5);             \
        out[i * NOUT + 5] = creal(z[0]) + cimag(z[2]) * 10 + creal(z[3]) * 100 + cabs(z[1]); \
    } while (0)

int main(void)
{
    int n = 3000, bad = 0;
    double *x = malloc(n * sizeof *x), *got = malloc(n * NOUT * sizeof *got);
    double *want = malloc(n * NOUT * sizeof *want);
    unsigned s = 99u;
    for (int i = 0; i < n; i++) {
        s = s * 1664525u + 1013904223u;
        x[i] = (double)(s % 2001) / 8.0 - 125.0;
    }
#pragma acc parallel loop copyin(x[0:n]) copyout(got[0:n*NOUT])
    for (int i = 0; i < n; i++) BODY(i, x, got);
    for (int i = 0; i < n; i++) BODY(i, x, want);
    for (int i = 0; i < n * NOUT; i++)
        if (got[i] != want[i] && bad++ < 5) printf("%d.%d: %.17g, want %.17g\n", i / NOUT, i % NOUT, got[i], want[i]);
    /* the values C gives, for one input by hand */
    double r = x[0];
    double hand[NOUT] = {(int)r * 5 + 7 * (2 + (int)r), r, (float)r + 20 + 300, r - 10 + 1 + 5, 2 + 6 + 7 /* [1 ... 2] = 2, then 7 is q[3]: r / 4 is replaced */,
                         1 + 10 * r + 400};
    for (int j = 0; j < NOUT; j++)
        if (want[j] != hand[j] && bad++ < 5) printf("host %d: %.17g, by hand %.17g\n", j, want[j], hand[j]);
    free(x); free(got); free(want);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
