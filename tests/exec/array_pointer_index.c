/* Covers: malloc'd arrays reached through pointers with i*N+j indexing (matrix multiply C = A*B, double). */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

static unsigned int seed = 0x70707070u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    const int n = 160, m = 130, p = 150;  /* A is n x p, B is p x m, C is n x m */
    double *A = malloc(sizeof(double) * n * p), *B = malloc(sizeof(double) * p * m), *C = malloc(sizeof(double) * n * m);
    for (int i = 0; i < n * p; i++) A[i] = (double)(xrand() % 2001u) / 1000.0 - 1.0;
    for (int i = 0; i < p * m; i++) B[i] = (double)(xrand() % 2001u) / 1000.0 - 1.0;
    for (int i = 0; i < n * m; i++) C[i] = -1.0;
#pragma acc parallel loop gang copyin(A[0:n*p], B[0:p*m]) copyout(C[0:n*m])
    for (int i = 0; i < n; i++) {
#pragma acc loop vector
        for (int j = 0; j < m; j++) {
            double s = 0.0;
            for (int k = 0; k < p; k++)
                s += A[i * p + k] * B[k * m + j];
            C[i * m + j] = s;
        }
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            double s = 0.0;
            for (int k = 0; k < p; k++) s += A[i * p + k] * B[k * m + j];
            if (fabs(C[i * m + j] - s) > 1e-10 * (1.0 + fabs(s))) { printf("FAIL: C[%d][%d] = %.17g, expected %.17g\n", i, j, C[i * m + j], s); return 1; }
        }
    free(A); free(B); free(C);
    printf("PASS\n");
    return 0;
}
