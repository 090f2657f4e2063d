/* A routine's variably modified parameter (double a[n][m], a pointer to
 * rows of m) given a constant array (double t[R][C]: a pointer to rows of
 * C), and a constant-extent parameter (double b[][C]) given a variable
 * array: C takes both as compatible pointers.  The CUDA text makes the
 * variable ones flat element pointers and keeps the constant ones, so a
 * call mixing them needs a cast; nvcc refused it ("double (*)[5]" to
 * "double *").  In compute constructs and in a routine calling another;
 * checked against the host on random data. */
#include <stdio.h>
#include <stdlib.h>

#define R 96
#define C 5
static unsigned st = 0xC0FFEEu;
static unsigned xs(void) { st ^= st << 13; st ^= st >> 17; st ^= st << 5; return st; }

#pragma acc routine seq
static double row_sum(int n, int m, double a[n][m], int i)
{
    double s = 0;
    for (int j = 0; j < m; j++) s += a[i][j] * (j + 1);
    return s;
}

#pragma acc routine seq
static double col_of(double b[][C], int i, int j)
{
    return b[i][j];
}

#pragma acc routine seq
static double cube_at(int p, int q, int r, float c[p][q][r], int i)
{
    return c[i % p][(i / p) % q][i % r];
}

#pragma acc routine seq
static double both(int n, double a[n][C], int i)
{
    return row_sum(n, C, a, i) + col_of(a, i, i % C);
}

int main(void)
{
    static double t[R][C], out[R], hout[R];
    static float c3[4][6][8];
    int n = R, bad = 0;
    double (*v)[C] = malloc(sizeof(double[R][C]));
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) t[i][j] = v[i][j] = (double)(xs() % 1000) / 8;
    for (int i = 0; i < 4 * 6 * 8; i++) (&c3[0][0][0])[i] = (float)(xs() % 100);
    {
        double w[n][C];         /* a variable array to a constant-extent parameter */
        for (int i = 0; i < n; i++)
            for (int j = 0; j < C; j++) w[i][j] = t[i][j] * 2;
#pragma acc parallel loop copyin(t, c3, w, v[0:R]) copyout(out)
        for (int i = 0; i < R; i++)
            out[i] = row_sum(R, C, t, i) + col_of(w, i, (i + 1) % C) + cube_at(4, 6, 8, c3, i) + both(R, t, i)
                     + row_sum(R, C, v, i);
        for (int i = 0; i < R; i++)
            hout[i] = row_sum(R, C, t, i) + col_of(w, i, (i + 1) % C) + cube_at(4, 6, 8, c3, i) + both(R, t, i)
                      + row_sum(R, C, v, i);
    }
    for (int i = 0; i < R; i++)
        if (out[i] != hout[i] && bad++ < 5) printf("out[%d] = %.17g, want %.17g\n", i, out[i], hout[i]);
    printf("%s\n", bad ? "FAIL" : "PASS");
    free(v);
    return bad != 0;
}
