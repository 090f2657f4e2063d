/* goto and switch past declarations of several declarators with
 * initialisers in a compute region and a routine (int a = i, b = 2 * i;
 * double v[2] = {1, 2}, w = 3; const int c1 = k, *p = &c1;), which C
 * allows and C++ does not: gwcc writes each declarator as a declaration of
 * its own, then each initialisation as an assignment (or a copy, for an
 * array).  Before, lone declarators were split and these reached nvcc
 * whole ("transfer of control bypasses initialization").  Also a struct
 * with const members (const int id; double *const at; const short w[2]):
 * the CUDA text drops the members' const, as C++ refuses 'struct s x;'. */
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    const int id;
    double *const at;
    const short w[2];
    struct { const char tag; } inner;
} cell;

#pragma acc routine seq
static double classify(int k)
{
    double r = -1;
    switch (k % 4) {
    case 0:
        r = 0;
        int a = k, b = 2 * k, c;
        c = a + b;
        r += c;
        break;
    case 1:
        r = 10;     /* jumps past a, b, c */
        unsigned long m = (unsigned long)k * 3, n2 = m + 1;
        r += (double)(m + n2);
        _Alignas(16) int q1 = k % 2, q2 = 1;            /* words with parentheses */
        __attribute__((unused)) long u1 = 2, u2 = 3;
        r += q1 + q2 + u1 + u2;
        break;
    default:
        r = 20;
    }
    return r;
}

int main(void)
{
    int n = 3000, bad = 0;
    double *out = malloc(n * sizeof *out), *cls = malloc(n * sizeof *cls);
#pragma acc parallel loop copyout(out[0:n], cls[0:n])
    for (int i = 0; i < n; i++) {
        double r = 0;
        if (i % 3 == 0) goto skip;
        int a = i, b = 2 * i;
        double v[2] = {1, 2}, w = 3, *pv = &v[1];
        const int c1 = i % 7, *p = &c1, c2 = c1 * 2;
        cell c = {i % 5, &v[0], {1, 2}, {3}}, d = {.id = 4, .at = pv};
        r = a + b + v[0] + *pv + w + *p + c2 + (c.id + *c.at + c.w[1] + c.inner.tag) + (d.id + *d.at + d.w[0]);
    skip:
        out[i] = r;
        cls[i] = classify(i);
    }
    for (int i = 0; i < n; i++) {
        double want = i % 3 ? 3.0 * i + 6 + 3 * (i % 7) + (i % 5 + 1 + 2 + 3) + (4 + 2 + 0) : 0;
        double wc = i % 4 == 0 ? 3.0 * i : i % 4 == 1 ? 10 + 6.0 * i + 1 + 7 : 20;
        if ((out[i] != want || cls[i] != wc) && bad++ < 5)
            printf("%d: %g %g, want %g %g\n", i, out[i], cls[i], want, wc);
    }
    free(out); free(cls);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
