/* struct tags that are C++ keywords (struct class, struct new) and a tag declared inside another struct (C++: outer::inner) in loop bounds, steps and staged subscripts: the CUDA text spells them as C++ must (Loop.cuda_lb/ub/step/trip, Index.cuda_text) */
// INFO_NOT: one thread|not of the form|not canonical
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

struct class { int a; double b; };                      /* 16 bytes */
struct new { char c[8]; };                              /* 8 bytes */
struct outer { struct inner { long x; int m; } in; int k; };    /* inner: 16 bytes */

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

static int check(const char *what, const double *got, const double *want, int n)
{
    for (int i = 0; i < n; i++)
        if (fabs(got[i] - want[i]) > 1e-9 * (1 + fabs(want[i]))) {
            printf("FAIL: %s: [%d] = %.17g, expected %.17g\n", what, i, got[i], want[i]);
            return 1;
        }
    return 0;
}

int main(void)
{
    enum { N = 96 };
    int n = 1000 + (int)(xorshift() % 100u);
    double *a = malloc(sizeof(double) * n), *o = malloc(sizeof(double) * n), *want = malloc(sizeof(double) * n);
    double *A = malloc(sizeof(double) * N * N), *B = malloc(sizeof(double) * N * N), *x = malloc(sizeof(double) * N);
    double *C = malloc(sizeof(double) * N * N), *Cw = malloc(sizeof(double) * N * N);
    double *y = malloc(sizeof(double) * N), *yw = malloc(sizeof(double) * N);
    int fails = 0;
    for (int i = 0; i < n; i++) a[i] = (xorshift() % 4096) / 16.0;
    for (int i = 0; i < N * N; i++) A[i] = (xorshift() % 4096) / 16.0, B[i] = (xorshift() % 4096) / 16.0;
    for (int i = 0; i < N; i++) x[i] = (xorshift() % 4096) / 16.0;

    /* a gang vector loop: lower bound, bound and step from tags */
    for (int i = 0; i < n; i++) o[i] = want[i] = -1;
    for (int i = (int)sizeof(struct class) - 15; i < n - (int)sizeof(struct inner); i += (int)sizeof(struct new) / 4)
        want[i] = a[i] * 2 + 1;
#pragma acc parallel loop copyin(a[0:n]) copy(o[0:n])
    for (int i = (int)sizeof(struct class) - 15; i < n - (int)sizeof(struct inner); i += (int)sizeof(struct new) / 4)
        o[i] = a[i] * 2 + 1;
    fails += check("gang vector", o, want, n);

    /* counting down, a long double size in the bound */
    for (int i = 0; i < n; i++) o[i] = want[i] = -1;
    for (long i = n - 1; i >= (long)sizeof(long double) - 16; i -= (long)sizeof(struct inner) / 8)
        want[i] = a[i] - 3;
#pragma acc parallel loop copyin(a[0:n]) copy(o[0:n])
    for (long i = n - 1; i >= (long)sizeof(long double) - 16; i -= (long)sizeof(struct inner) / 8)
        o[i] = a[i] - 3;
    fails += check("down", o, want, n);

    /* a 2-D nest (collapse) whose inner bound names tags, a sequential k loop
       over A and B (the shape gwcc stages), subscripts with a nested tag */
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N - (int)sizeof(struct new); j++) {
            double s = 0;
            for (int k = 0; k < N; k++)
                s += A[i * N + k + sizeof(struct inner) - 16] * B[k * N + j + sizeof(struct class) - 16];
            Cw[i * N + j] = s;
        }
#pragma acc parallel loop collapse(2) copyin(A[0:N*N], B[0:N*N]) copyout(C[0:N*N])
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N - (int)sizeof(struct new); j++) {
            double s = 0;
            for (int k = 0; k < N; k++)
                s += A[i * N + k + sizeof(struct inner) - 16] * B[k * N + j + sizeof(struct class) - 16];
            C[i * N + j] = s;
        }
    for (int i = 0; i < N; i++)
        fails += check("nest", C + i * N, Cw + i * N, N - (int)sizeof(struct new));

    /* a gang vector loop with a staged x[k]: the k loop's bound and the
       subscript spelled with tags */
    for (int i = 0; i < N; i++) {
        double s = 0;
        for (int k = 0; k < N - (int)sizeof(struct inner); k++) s += A[k * N + i] * x[k + sizeof(struct outer) - 24];
        yw[i] = s;
    }
#pragma acc parallel loop gang vector copyin(A[0:N*N], x[0:N]) copyout(y[0:N])
    for (int i = 0; i < N; i++) {
        double s = 0;
        for (int k = 0; k < N - (int)sizeof(struct inner); k++) s += A[k * N + i] * x[k + sizeof(struct outer) - 24];
        y[i] = s;
    }
    fails += check("staged", y, yw, N);

    free(a); free(o); free(want); free(A); free(B); free(x); free(C); free(Cw); free(y); free(yw);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
