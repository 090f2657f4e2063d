/* Covers: sparse matrix-vector product in CSR form: gang loop over rows, inner `loop vector reduction(+:s)` over a data-dependent range (double). */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

static unsigned int seed = 0x5B3A7C11u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    const int n = 20000;
    int *rowptr = malloc(sizeof(int) * (n + 1));
    rowptr[0] = 0;
    for (int i = 0; i < n; i++) rowptr[i + 1] = rowptr[i] + (int)(xrand() % 60u);   /* some rows empty */
    int nnz = rowptr[n];
    int *col = malloc(sizeof(int) * nnz);
    double *val = malloc(sizeof(double) * nnz), *x = malloc(sizeof(double) * n), *y = malloc(sizeof(double) * n);
    for (int k = 0; k < nnz; k++) { col[k] = (int)(xrand() % (unsigned)n); val[k] = (double)(xrand() % 2001u) / 1000.0 - 1.0; }
    for (int i = 0; i < n; i++) { x[i] = (double)(xrand() % 2001u) / 100.0 - 10.0; y[i] = -1.0; }
#pragma acc parallel loop gang copyin(rowptr[0:n+1], col[0:nnz], val[0:nnz], x[0:n]) copyout(y[0:n])
    for (int i = 0; i < n; i++) {
        double s = 0.0;
#pragma acc loop vector reduction(+:s)
        for (int k = rowptr[i]; k < rowptr[i + 1]; k++)
            s += val[k] * x[col[k]];
        y[i] = s;
    }
    for (int i = 0; i < n; i++) {
        double e = 0.0, ab = 0.0;
        for (int k = rowptr[i]; k < rowptr[i + 1]; k++) { e += val[k] * x[col[k]]; ab += fabs(val[k] * x[col[k]]); }
        if (fabs(y[i] - e) > 1e-12 * (ab + 1.0)) { printf("FAIL: y[%d] = %.17g, expected %.17g\n", i, y[i], e); return 1; }
    }
    free(rowptr); free(col); free(val); free(x); free(y);
    printf("PASS\n");
    return 0;
}
