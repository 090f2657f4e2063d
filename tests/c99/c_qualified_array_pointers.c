/* Pointers to arrays with qualifiers on the pointer, as C99 codes declare
 * their 2-D parameters: double (*restrict q)[8], (*const restrict),
 * (*volatile), const double (*restrict in)[n] over a VLA row, and a local
 * restrict pointer to a 2-D array.  libclang spells the type
 * "double (*restrict)[8]"; the kernel's parameter took the name after the
 * group, "double (*restrict) q[8]", which nvcc refused.  Every result is
 * checked against the plain host loop on random inputs. */
#include <stdio.h>
#include <stdlib.h>

#define R 37
#define C 8

static unsigned rng = 88172645u;
static double rnd(void)
{
    rng ^= rng << 13, rng ^= rng >> 17, rng ^= rng << 5;
    return (rng % 10000) / 100.0;
}

static void axpy_rows(int n, double a, const double (*restrict x)[C], double (*restrict y)[C])
{
#pragma acc parallel loop collapse(2) copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++)
        for (int j = 0; j < C; j++)
            y[i][j] += a * x[i][j];
}

static void scale_const(int n, double (*const restrict q)[C], double s)
{
#pragma acc parallel loop copy(q[0:n][0:C])
    for (int i = 0; i < n; i++)
#pragma acc loop vector
        for (int j = 0; j < C; j++)
            q[i][j] *= s;
}

static void bump_volatile(int n, double (*volatile q)[C])
{
#pragma acc parallel loop copy(q[0:n])
    for (int i = 0; i < n; i++)
        q[i][i % C] += 1;
}

static void transpose_vla(int n, const double (*restrict in)[n], double (*restrict out)[n])
{
#pragma acc parallel loop collapse(2) copyin(in[0:n][0:n]) copyout(out[0:n][0:n])
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            out[j][i] = in[i][j];
}

static double cube[4][5][6], cube_ref[4][5][6];

int main(void)
{
    static double x[R][C], y[R][C], yr[R][C];
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            x[i][j] = rnd(), y[i][j] = yr[i][j] = rnd();
    int ok = 1;

    axpy_rows(R, 0.5, x, y);
    scale_const(R, y, -2.0);
    bump_volatile(R, y);
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) {
            yr[i][j] += 0.5 * x[i][j];
            yr[i][j] *= -2.0;
        }
    for (int i = 0; i < R; i++)
        yr[i][i % C] += 1;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            if (y[i][j] != yr[i][j]) {
                printf("FAIL y[%d][%d] = %g, host loop %g\n", i, j, y[i][j], yr[i][j]);
                ok = 0;
            }

    int n = 19;
    double (*in)[n] = malloc(sizeof(double[n][n])), (*out)[n] = malloc(sizeof(double[n][n]));
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            in[i][j] = rnd();
    transpose_vla(n, (const double (*)[n])in, out);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            if (out[j][i] != in[i][j]) {
                printf("FAIL out[%d][%d] = %g, host %g\n", j, i, out[j][i], in[i][j]);
                ok = 0;
            }

    /* a local restrict pointer to a 2-D array, and its element type's own pointer */
    double (*restrict p)[5][6] = cube;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 5; j++)
            for (int k = 0; k < 6; k++)
                cube[i][j][k] = cube_ref[i][j][k] = rnd();
#pragma acc parallel loop collapse(3) copy(p[0:4])
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 5; j++)
            for (int k = 0; k < 6; k++) {
                double (*const plane)[6] = p[i];
                plane[j][k] = plane[j][k] * 3 + i - k;
            }
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 5; j++)
            for (int k = 0; k < 6; k++)
                if (cube[i][j][k] != cube_ref[i][j][k] * 3 + i - k) {
                    printf("FAIL cube[%d][%d][%d] = %g\n", i, j, k, cube[i][j][k]);
                    ok = 0;
                }
    free(in);
    free(out);
    printf("%s\n", ok ? "PASS" : "FAIL");
    return !ok;
}
