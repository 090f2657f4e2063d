// Implicit data for pointers with no data clause: the section the loops touch
// (affine subscripts, from the loop bounds) is copied in, and out when it is
// written; a pointer already present is used in place.
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 777u;
static unsigned next(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

int main(void)
{
    int n = 5000, rows = 300, cols = 211, bad = 0;
    double *x = malloc((n + 2) * sizeof *x), *y = malloc(n * sizeof *y);
    float *m = malloc((size_t)rows * cols * sizeof *m), *rs = malloc(rows * sizeof *rs);
    int *w = malloc(n * sizeof *w);
    for (int i = 0; i < n + 2; i++) x[i] = (double)(next() % 1000) / 8.0;
    for (int i = 0; i < n; i++) { y[i] = -1.0; w[i] = -1; }
    for (int i = 0; i < rows * cols; i++) m[i] = (float)(next() % 100);
    for (int i = 0; i < rows; i++) rs[i] = -1.0f;
    /* a 3-point average reading x[i], x[i+1], x[i+2]: x[0:n+2] in, y[0:n] out */
#pragma acc parallel loop
    for (int i = 0; i < n; i++) y[i] = (x[i] + x[i + 1] + x[i + 2]) / 3.0;
    /* a 2-D affine subscript in a nest */
#pragma acc parallel loop gang
    for (int r = 0; r < rows; r++) {
        float s = 0.0f;
#pragma acc loop vector reduction(+:s)
        for (int c = 0; c < cols; c++) s += m[r * cols + c];
        rs[r] = s;
    }
    /* a reversed loop writing w, in a kernels region */
#pragma acc kernels
    for (int i = n - 1; i >= 0; i--) w[i] = n - i;
    /* present already: the region uses the device copy in place */
    double sum = 0.0;
#pragma acc data copyin(x[0:n + 2])
    {
#pragma acc parallel loop reduction(+:sum)
        for (int i = 1; i < n; i++) sum += x[i];
    }
    double hsum = 0.0;
    for (int i = 1; i < n; i++) hsum += x[i];
    for (int i = 0; i < n && bad < 5; i++) {
        double e = (x[i] + x[i + 1] + x[i + 2]) / 3.0;
        if (y[i] != e) { printf("y[%d] = %g, expected %g\n", i, y[i], e); bad++; }
        if (w[i] != n - i) { printf("w[%d] = %d, expected %d\n", i, w[i], n - i); bad++; }
    }
    for (int r = 0; r < rows && bad < 5; r++) {
        float e = 0.0f;
        for (int c = 0; c < cols; c++) e += m[r * cols + c];
        if (rs[r] != e) { printf("rs[%d] = %g, expected %g\n", r, rs[r], e); bad++; }
    }
    if (sum != hsum) { printf("sum %.17g, expected %.17g\n", sum, hsum); bad++; }
    free(x); free(y); free(m); free(rs); free(w);
    if (bad) return 1;
    printf("PASS\n");
    return 0;
}
