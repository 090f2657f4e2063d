/* ++ and -- on _Bool (C: -- flips it, ++ sets it; C++17 has neither) and
 * GNU's ~z, the complex conjugate, in compute regions and a routine: the
 * CUDA copy writes them as gw_bool_* and gw_conj calls; before, nvcc
 * rejected the generated CUDA ("bool type is not allowed", "no operator ~";
 * found by probing with new programs). */
#include <stdio.h>
#include <stdlib.h>
#include <complex.h>

#define N 300

#pragma acc routine seq
static int toggle_twice(_Bool *b)
{
    int first = (*b)--;     /* old value, then flipped */
    int second = --*b;      /* flipped back: the new value */
    return first * 2 + second;
}

int main(void)
{
    _Bool *flag = malloc(N), *set = malloc(N);
    int *a = malloc(N * sizeof *a), *c = malloc(N * sizeof *c);
    double complex *z = malloc(N * sizeof *z);
    float complex *w = malloc(N * sizeof *w);
    double *zi = malloc(N * sizeof *zi);
    float *wi = malloc(N * sizeof *wi);
    unsigned s = 99;
    for (int i = 0; i < N; i++) {
        s = s * 1664525u + 1013904223u;
        flag[i] = set[i] = (s >> 16) & 1;
        z[i] = (double)(s % 97) - 40.5 * I * (s & 3);
        w[i] = (float)(s % 13) + 2.5f * I * (float)(s % 5);
    }
    _Bool *f0 = malloc(N), *s0 = malloc(N);
    for (int i = 0; i < N; i++) f0[i] = flag[i], s0[i] = set[i];
#pragma acc parallel loop copy(flag[0:N], set[0:N]) copyout(a[0:N], c[0:N], zi[0:N], wi[0:N]) copyin(z[0:N], w[0:N])
    for (int i = 0; i < N; i++) {
        int post = flag[i]--;       /* the old value */
        int pre = ++set[i];         /* always 1 */
        a[i] = post * 10 + pre + toggle_twice(&set[i]) * 100;
        c[i] = set[i]++ + flag[i];
        zi[i] = cimag(~z[i]) + creal(~z[i]);
        wi[i] = cimagf(~w[i]);
    }
    int bad = 0;
    for (int i = 0; i < N; i++) {
        int wf = !f0[i];                        /* flag after -- */
        int wa = f0[i] * 10 + 1 + (1 * 2 + 1) * 100;   /* set was 1 after ++; toggled twice */
        int wc = 1 + wf;                        /* set[i]++ yields 1, then stays 1 */
        if (flag[i] != wf || set[i] != 1 || a[i] != wa || c[i] != wc) {
            if (bad++ < 5) printf("i %d: flag %d set %d a %d c %d (want %d 1 %d %d)\n", i, flag[i], set[i], a[i], c[i], wf, wa, wc);
        }
        if (zi[i] != -cimag(z[i]) + creal(z[i]) || wi[i] != -cimagf(w[i])) {
            if (bad++ < 5) printf("i %d: conj %g %g\n", i, zi[i], (double)wi[i]);
        }
    }
    (void)s0;
    free(flag), free(set), free(a), free(c), free(z), free(w), free(zi), free(wi), free(f0), free(s0);
    if (bad) { printf("FAIL: %d\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
