/* pointer-to-array operands, double (*A)[N] and (*B)[N], read by a sequential k loop inside a 2-D nest and a gang vector loop (the shape gwcc stages in shared memory) */
#include <stdio.h>
#include <stdlib.h>

#define N 128

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

static void mm(double (*A)[N], double (*B)[N], double (*C)[N])
{
    #pragma acc parallel loop collapse(2) copyin(A[0:N], B[0:N]) copyout(C[0:N])
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double s = 0;
            for (int k = 0; k < N; k++) s += A[i][k] * B[k][j];
            C[i][j] = s;
        }
}

static void mtv(double (*A)[N], const double *x, double *y)
{
    #pragma acc parallel loop gang vector copyin(A[0:N], x[0:N]) copyout(y[0:N])
    for (int i = 0; i < N; i++) {
        double s = 0;
        for (int k = 0; k < N; k++) s += A[k][i] * x[k];
        y[i] = s;
    }
}

int main(void)
{
    double (*A)[N] = malloc(N * sizeof *A), (*B)[N] = malloc(N * sizeof *B), (*C)[N] = malloc(N * sizeof *C);
    double *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y);
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) { A[i][j] = (int)(xorshift() % 16); B[i][j] = (int)(xorshift() % 16); C[i][j] = -1; }
        x[i] = (int)(xorshift() % 16);
        y[i] = -1;
    }
    mm(A, B, C);
    mtv(A, x, y);
    int bad = 0;
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) {
            double s = 0;
            for (int k = 0; k < N; k++) s += A[i][k] * B[k][j];
            if (C[i][j] != s && bad++ < 5) printf("C[%d][%d] = %g, expected %g\n", i, j, C[i][j], s);
        }
        double t = 0;
        for (int k = 0; k < N; k++) t += A[k][i] * x[k];
        if (y[i] != t && bad++ < 5) printf("y[%d] = %g, expected %g\n", i, y[i], t);
    }
    free(A); free(B); free(C); free(x); free(y);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
