/* Array parameters whose declarator holds qualifiers or static (C11 6.7.6.3:
 * double a[restrict static 64], b[const 8][8], c[volatile n]): a compute
 * construct that uses them without a clause, or names them whole in a data
 * clause, moves the declared extent (64, 8 rows, n), not the pointer, as for
 * a[64].  The extent was taken as "restrict static 64" once (a fuzz find:
 * generated C that did not compile). */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }
static double rnd(void) { return (xorshift() % 4096) / 16.0; }

/* implicit copies: a and b by their declared extents, c by n */
static void scale(int n, double a[restrict static 64], double b[const 8][8], double c[volatile n])
{
    #pragma acc parallel loop
    for (int i = 0; i < 64; i++) {
        a[i] = 3 * a[i] + 1;
        if (i < 8)
            for (int j = 0; j < 8; j++)
                b[i][j] -= i + j;
        if (i < n)
            c[i] *= -2;
    }
}

/* named whole in data clauses: the same extents */
static void shift(int n, const double src[__restrict static 64], double dst[restrict n])
{
    #pragma acc parallel loop copyin(src) copyout(dst)
    for (int i = 0; i < n; i++)
        dst[i] = src[i] + src[63 - i];
}

/* a 2-D VLA parameter with a qualified outer extent, a reduction over it */
static double total(int rows, int cols, double m[const rows][cols])
{
    double s = 0;
    #pragma acc parallel loop collapse(2) reduction(+:s) copyin(m)
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++)
            s += m[i][j] * (i + 1);
    return s;
}

int main(void)
{
    double a[64], ha[64], b[8][8], hb[8][8], c[40], hc[40], d[50], m[12][9];
    for (int i = 0; i < 64; i++) a[i] = ha[i] = rnd();
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++) b[i][j] = hb[i][j] = rnd();
    for (int i = 0; i < 40; i++) c[i] = hc[i] = rnd();
    for (int i = 0; i < 12; i++)
        for (int j = 0; j < 9; j++) m[i][j] = rnd();
    scale(40, a, b, c);
    int bad = 0;
    for (int i = 0; i < 64; i++)
        if (a[i] != 3 * ha[i] + 1 && bad++ < 5) printf("a[%d] = %g, want %g\n", i, a[i], 3 * ha[i] + 1);
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++)
            if (b[i][j] != hb[i][j] - (i + j) && bad++ < 5) printf("b[%d][%d] = %g\n", i, j, b[i][j]);
    for (int i = 0; i < 40; i++)
        if (c[i] != -2 * hc[i] && bad++ < 5) printf("c[%d] = %g, want %g\n", i, c[i], -2 * hc[i]);
    shift(50, a, d);
    for (int i = 0; i < 50; i++)
        if (d[i] != a[i] + a[63 - i] && bad++ < 5) printf("d[%d] = %g\n", i, d[i]);
    double want = 0;
    for (int i = 0; i < 12; i++)
        for (int j = 0; j < 9; j++) want += m[i][j] * (i + 1);
    double got = total(12, 9, m);
    if (got != want && bad++ < 5) printf("total %.17g, want %.17g\n", got, want);
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad != 0;
}
