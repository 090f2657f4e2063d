/* A variably modified type's extents are evaluated where its declaration is
 * reached (C11 6.7.6.2): double a[n][m]; m = 3; leaves a's rows m0 long.
 * In a compute construct the kernel indexes a variable declared outside it
 * with those extents (gw_vd_a_1, the host's sizeof), not with the text m,
 * which in the kernel is m's value at the launch or, when a clause maps m,
 * m's device copy.  Before, every subscript below used the kernel's m: the
 * rows overlapped and the results were wrong without a word.  A VLA declared
 * inside the construct and a routine's VLA parameter keep their own text. */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }
static double rnd(void) { return (xorshift() % 4096) / 16.0; }

static int bad;
static void expect(const char *what, int i, int j, double got, double want)
{
    if (got != want && bad++ < 8) printf("%s[%d][%d] = %.17g, want %.17g\n", what, i, j, got, want);
}

#pragma acc routine seq
static double rowsum(int c, const double r[c])
{
    double s = 0;
    for (int j = 0; j < c; j++) s += r[j];
    return s;
}

/* a pointer to rows of c: c changes in the function, the rows do not */
static void scale_rows(int r, int c, double (*p)[c], double f)
{
    int c0 = c;
    c = 1;
    #pragma acc parallel loop collapse(2) copy(p[0:r])
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c0; j++)
            p[i][j] = f * p[i][j] + j;
    (void)c;
}

int main(void)
{
    int n = 37, m = 29, k = 5;
    double a[n][m], b[n][m], t[n][m][k], ha[n][m], hb[n][m], ht[n][m][k];
    const int n0 = n, m0 = m, k0 = k;
    for (int i = 0; i < n0; i++)
        for (int j = 0; j < m0; j++) {
            ha[i][j] = a[i][j] = rnd();
            b[i][j] = -1;
            for (int l = 0; l < k0; l++) ht[i][j][l] = t[i][j][l] = rnd();
        }
    n = 4, m = 3, k = 2;        /* the arrays keep the extents they were declared with */

    /* subscripts and sizeof of a row, m changed since */
    #pragma acc parallel loop collapse(2) copyin(a) copyout(b)
    for (int i = 0; i < n0; i++)
        for (int j = 0; j < m0; j++)
            b[i][j] = 2 * a[i][j] + (double)(sizeof(a[i]) / sizeof(a[i][0])) + (double)sizeof(a) / 8;
    for (int i = 0; i < n0; i++)
        for (int j = 0; j < m0; j++) {
            hb[i][j] = 2 * ha[i][j] + m0 + n0 * m0;
            expect("b", i, j, b[i][j], hb[i][j]);
        }

    /* m's device copy (create) is not the extent either */
    #pragma acc parallel loop collapse(2) copy(a) create(m)
    for (int i = 0; i < n0; i++)
        for (int j = 0; j < m0; j++)
            a[i][j] = a[i][j] * 3 - i;
    for (int i = 0; i < n0; i++)
        for (int j = 0; j < m0; j++) {
            ha[i][j] = ha[i][j] * 3 - i;
            expect("a", i, j, a[i][j], ha[i][j]);
        }

    /* three levels: a partial subscript (a row of t's plane) and pointer steps */
    #pragma acc parallel loop collapse(2) copy(t)
    for (int i = 0; i < n0; i++)
        for (int j = 0; j < m0; j++) {
            double *row = t[i][j];
            double (*plane)[k0] = t[i];
            for (int l = 0; l < k0; l++)
                row[l] += plane[j][l] * 0.5 + (*(t + i))[j][l] * 0.25;
        }
    for (int i = 0; i < n0; i++)
        for (int j = 0; j < m0; j++)
            for (int l = 0; l < k0; l++) {
                ht[i][j][l] += ht[i][j][l] * 0.75;
                expect("t", i, j * k0 + l, t[i][j][l], ht[i][j][l]);
            }

    /* a VLA declared in the construct, and a routine's VLA parameter */
    #pragma acc parallel loop copyin(a) copyout(b[0:n0])
    for (int i = 0; i < n0; i++) {
        double w[m0];
        for (int j = 0; j < m0; j++) w[j] = a[i][j] - 1;
        b[i][0] = rowsum(m0, w) + rowsum(m0, a[i]);
    }
    for (int i = 0; i < n0; i++) {
        double s = 0, s2 = 0;
        for (int j = 0; j < m0; j++) s += ha[i][j] - 1, s2 += ha[i][j];
        expect("rowsums", i, 0, b[i][0], s + s2);
    }

    /* a pointer to VLA rows from malloc, the parameter's extent changed in the callee */
    double (*p)[m0] = malloc(sizeof(double[n0][m0])), (*hp)[m0] = malloc(sizeof(double[n0][m0]));
    for (int i = 0; i < n0; i++)
        for (int j = 0; j < m0; j++) p[i][j] = hp[i][j] = rnd();
    scale_rows(n0, m0, p, 1.5);
    for (int i = 0; i < n0; i++)
        for (int j = 0; j < m0; j++)
            expect("p", i, j, p[i][j], 1.5 * hp[i][j] + j);
    free(p);
    free(hp);
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad != 0;
}
