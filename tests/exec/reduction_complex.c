/* Reductions on float _Complex and double _Complex (+ and *) on the parallel loop, in a gang-worker-vector nest and in kernels, from non-identity starting values. */
#include <complex.h>
#include <stdio.h>

#define NK 23
#define NJ 7
#define NI 45
#define N (NK * NJ * NI)

static double _Complex za[N], zm[N];
static float _Complex fa[N], fm[N];
static int failures;

static unsigned long long rng = 1234567891234567ULL;
static double urand(void)      /* in [0, 1) */
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (double)(rng >> 11) / 9007199254740992.0;
}

static void check(const char *what, double _Complex got, double _Complex want, double tol)
{
    double d = cabs(got - want), m = cabs(want);
    if (d > tol * (m > 1 ? m : 1)) {
        printf("%s: got (%.17g, %.17g), expected (%.17g, %.17g)\n", what, creal(got), cimag(got), creal(want),
               cimag(want));
        failures++;
    }
}

int main(void)
{
    for (int e = 0; e < N; e++) {
        za[e] = (urand() - 0.5) * 10 + I * (urand() - 0.5) * 10;
        zm[e] = 1.0 + (urand() - 0.5) * 1e-3 + I * (urand() - 0.5) * 1e-3;
        fa[e] = (float _Complex)za[e];
        fm[e] = (float _Complex)zm[e];
    }
    double _Complex hs = 1 + 2 * I, hp = 0.5 - 0.25 * I;
    float _Complex hfs = 2 - I, hfp = 1.5f + 0.5f * I;
    for (int e = 0; e < N; e++) hs += za[e], hp *= zm[e], hfs += fa[e], hfp *= fm[e];

    double _Complex s = 1 + 2 * I, p = 0.5 - 0.25 * I;
    float _Complex fs = 2 - I, fp = 1.5f + 0.5f * I;
#pragma acc parallel loop copyin(za, zm, fa, fm) reduction(+:s, fs) reduction(*:p, fp)
    for (int e = 0; e < N; e++) {
        s += za[e];
        p *= zm[e];
        fs += fa[e];
        fp *= fm[e];
    }
    check("parallel loop: double _Complex +", s, hs, 1e-12);
    check("parallel loop: double _Complex *", p, hp, 1e-11);
    check("parallel loop: float _Complex +", fs, hfs, 1e-4);
    check("parallel loop: float _Complex *", fp, hfp, 1e-4);

    s = 1 + 2 * I, p = 0.5 - 0.25 * I, fs = 2 - I, fp = 1.5f + 0.5f * I;
#pragma acc parallel loop gang num_workers(4) vector_length(32) copyin(za, zm, fa, fm) reduction(+:s, fs) reduction(*:p, fp)
    for (int k = 0; k < NK; k++) {
#pragma acc loop worker reduction(+:s, fs) reduction(*:p, fp)
        for (int j = 0; j < NJ; j++) {
#pragma acc loop vector reduction(+:s, fs) reduction(*:p, fp)
            for (int i = 0; i < NI; i++) {
                int e = (k * NJ + j) * NI + i;
                s += za[e];
                p *= zm[e];
                fs += fa[e];
                fp *= fm[e];
            }
        }
    }
    check("gang-worker-vector: double _Complex +", s, hs, 1e-12);
    check("gang-worker-vector: double _Complex *", p, hp, 1e-11);
    check("gang-worker-vector: float _Complex +", fs, hfs, 1e-4);
    check("gang-worker-vector: float _Complex *", fp, hfp, 1e-4);

    s = 1 + 2 * I, p = 0.5 - 0.25 * I;
#pragma acc kernels copyin(za, zm)
    {
#pragma acc loop independent reduction(+:s) reduction(*:p)
        for (int e = 0; e < N; e++) {
            s += za[e];
            p *= zm[e];
        }
    }
    check("kernels: double _Complex +", s, hs, 1e-12);
    check("kernels: double _Complex *", p, hp, 1e-11);
    if (failures) {
        printf("FAIL: %d mismatches\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
