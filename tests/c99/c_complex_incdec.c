/* ++ and -- on complex values in compute regions and a routine: C adds or
 * subtracts 1 to the real part, and the value of z++ is the old one, of ++z
 * the new one.  Before, gw_cplx had no such operators and nvcc rejected the
 * CUDA (found by tools/fuzz, seed 59, in atomic_complex_capture_real with
 * its atomic directives deleted). */
#include <stdio.h>
#include <stdlib.h>
#include <complex.h>

#pragma acc routine seq
static float complex bump(float complex *w)
{
    float complex old = (*w)++;     /* the old value; w's real part + 1 */
    --*w;                           /* back */
    return old + ++*w;              /* old + (old + 1) */
}

int main(void)
{
    int n = 1500, bad = 0;
    double complex *z = malloc(n * sizeof *z), *z0 = malloc(n * sizeof *z0);
    double complex *pre = malloc(n * sizeof *pre), *post = malloc(n * sizeof *post);
    float complex *w = malloc(n * sizeof *w), *b = malloc(n * sizeof *b);
    double *re = malloc(n * sizeof *re);
    unsigned s = 777u;
    for (int i = 0; i < n; i++) {
        s = s * 1664525u + 1013904223u;
        z[i] = z0[i] = (double)(s % 501) / 4.0 + I * ((double)(s >> 12 & 255) - 100.0);
        w[i] = (float)(s % 37) - 0.25f * I * (float)(s % 11);
    }
    float complex *w0 = malloc(n * sizeof *w0);
    for (int i = 0; i < n; i++) w0[i] = w[i];
#pragma acc parallel loop copy(z[0:n], w[0:n]) copyout(pre[0:n], post[0:n], b[0:n], re[0:n])
    for (int i = 0; i < n; i++) {
        post[i] = z[i]--;           /* old value; z - 1 */
        pre[i] = ++z[i];            /* back to the old value */
        z[i]++;
        re[i] = z[i]--;             /* the real part of old + 1 */
        b[i] = bump(&w[i]);
    }
    for (int i = 0; i < n; i++) {
        double complex want_b = 2 * w0[i] + 1;
        if (post[i] != z0[i] || pre[i] != z0[i] || z[i] != z0[i] || re[i] != creal(z0[i]) + 1
            || w[i] != w0[i] + 1 || b[i] != (float complex)want_b) {
            if (bad++ < 5)
                printf("%d: post %g%+gi pre %g%+gi z %g%+gi re %g w %g%+gi b %g%+gi\n", i, creal(post[i]),
                       cimag(post[i]), creal(pre[i]), cimag(pre[i]), creal(z[i]), cimag(z[i]), re[i],
                       crealf(w[i]), cimagf(w[i]), crealf(b[i]), cimagf(b[i]));
        }
    }
    free(z); free(z0); free(pre); free(post); free(w); free(w0); free(b); free(re);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
