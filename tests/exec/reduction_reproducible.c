/* --reproducible-reductions: float and double sums (and products) give the same bits on every run, in a gang vector loop and in a gang-worker-vector nest; the values are also checked against the host loop. */
// GWCC_FLAGS: --reproducible-reductions
#include <stdio.h>
#include <string.h>

#define NK 300
#define NJ 8
#define NI 100
#define N (NK * NJ * NI)
#define RUNS 5

static double x[N];
static float y[N];

static unsigned long long rng = 99991ULL;
static double urand(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (double)(rng >> 11) / 9007199254740992.0;
}

int main(void)
{
    int failures = 0;
    for (int i = 0; i < N; i++) {
        /* mixed magnitudes: the sum's last bits depend on the order */
        x[i] = (urand() - 0.4) * (i % 7 == 0 ? 1e6 : 1.0);
        y[i] = (float)(urand() - 0.4) * (i % 5 == 0 ? 1e3f : 1.0f);
    }
    double hs = 0.25, hp = 1.0, hf = 0.5, ax = 0, ay = 0;      /* the float sum in double */
    for (int i = 0; i < N; i++) {
        hs += x[i], hf += y[i], hp *= 1.0 + x[i] * 1e-9;
        ax += x[i] < 0 ? -x[i] : x[i];
        ay += y[i] < 0 ? -y[i] : y[i];
    }
    double s1[RUNS], s2[RUNS], p1[RUNS];
    float f1[RUNS], f2[RUNS];
#pragma acc data copyin(x, y)
    for (int r = 0; r < RUNS; r++) {
        double s = 0.25, p = 1.0;
        float f = 0.5f;
#pragma acc parallel loop reduction(+:s, f) reduction(*:p)
        for (int i = 0; i < N; i++) {
            s += x[i];
            f += y[i];
            p *= 1.0 + x[i] * 1e-9;
        }
        s1[r] = s, f1[r] = f, p1[r] = p;
        s = 0.25, f = 0.5f;
#pragma acc parallel loop gang reduction(+:s, f) num_workers(4) vector_length(32)
        for (int k = 0; k < NK; k++) {
#pragma acc loop worker reduction(+:s, f)
            for (int j = 0; j < NJ; j++) {
#pragma acc loop vector reduction(+:s, f)
                for (int i = 0; i < NI; i++) {
                    s += x[(k * NJ + j) * NI + i];
                    f += y[(k * NJ + j) * NI + i];
                }
            }
        }
        s2[r] = s, f2[r] = f;
    }
    for (int r = 0; r < RUNS; r++) {
        if (memcmp(&s1[r], &s1[0], sizeof(double)) || memcmp(&f1[r], &f1[0], sizeof(float))
            || memcmp(&p1[r], &p1[0], sizeof(double)) || memcmp(&s2[r], &s2[0], sizeof(double))
            || memcmp(&f2[r], &f2[0], sizeof(float))) {
            printf("run %d differs from run 0: %a %a %a %a %a vs %a %a %a %a %a\n", r, s1[r], f1[r], p1[r], s2[r],
                   f2[r], s1[0], f1[0], p1[0], s2[0], f2[0]);
            failures++;
        }
    }
    double tol = 1e-12 * ax;            /* rounding, against the sum of magnitudes */
    if (s1[0] - hs > tol || hs - s1[0] > tol || s2[0] - hs > tol || hs - s2[0] > tol) {
        printf("double sum %.17g / %.17g, expected %.17g\n", s1[0], s2[0], hs);
        failures++;
    }
    double ftol = 1e-4 * ay;
    if (f1[0] - hf > ftol || hf - f1[0] > ftol || f2[0] - hf > ftol || hf - f2[0] > ftol) {
        printf("float sum %.9g / %.9g, expected %.9g\n", f1[0], f2[0], hf);
        failures++;
    }
    if (p1[0] / hp - 1 > 1e-10 || hp / p1[0] - 1 > 1e-10) {
        printf("product %.17g, expected %.17g\n", p1[0], hp);
        failures++;
    }
    if (failures) {
        printf("FAIL\n");
        return 1;
    }
    printf("PASS\n");
    return 0;
}
