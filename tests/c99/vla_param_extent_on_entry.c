/* A function's variably modified parameter keeps the extents its
 * declaration had on entry (C evaluates them once, there): a routine that
 * changes n, or m, after entry still indexes double a[n][m]'s rows m long.
 * The CUDA text indexed them with the parameter's current value, so a
 * routine that reused its parameter as a counter read the wrong rows
 * without a word.  In a routine seq, in a function a compute construct
 * calls with no routine directive (implied routine seq), and with a
 * pointer to rows parameter; checked against the host on random data. */
#include <stdio.h>
#include <stdlib.h>

#define R 64
#define C 7
static unsigned st = 0xBADC0DEu;
static unsigned xs(void) { st ^= st << 13; st ^= st >> 17; st ^= st << 5; return st; }

#pragma acc routine seq
static double weighted_row(int n, int m, const double a[n][m], int i)
{
    double s = 0;
    int cols = m;
    for (; m > 0; m--)                  /* m counts down; a's rows stay cols long */
        s += a[i][m - 1] * m;
    n = 0;
    return s + a[i][0] * cols + n;
}

static double corner_sum(int m, double (*rows)[m], int i)
{
    int last = m - 1;
    m = 1;                              /* rows still steps by the entry m */
    return rows[i][0] + rows[i][last] + rows[i + 1][last] * m;
}

int main(void)
{
    static double t[R][C], out[R], hout[R];
    int n = R, bad = 0;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) t[i][j] = (double)(xs() % 1000) / 4;
#pragma acc parallel loop copyin(t) copyout(out[0:n - 1])
    for (int i = 0; i < n - 1; i++) out[i] = weighted_row(R, C, t, i) + corner_sum(C, t, i);
    for (int i = 0; i < n - 1; i++) hout[i] = weighted_row(R, C, t, i) + corner_sum(C, t, i);
    for (int i = 0; i < n - 1; i++)
        if (out[i] != hout[i] && bad++ < 5) printf("out[%d] = %.17g, want %.17g\n", i, out[i], hout[i]);
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad != 0;
}
