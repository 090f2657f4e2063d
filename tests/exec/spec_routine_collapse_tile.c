/* collapse and tile on the loops of routine worker and vector functions:
 * the nest is partitioned as one loop over all its iterations across the
 * threads that call the routine (a worker's gang, a vector routine's
 * lanes), with braces around or without, with a reduction on the collapsed
 * nest, and inner bounds that are not constants.  Random inputs, compared
 * with the plain host loops. */
#include <stdio.h>
#include <stdlib.h>

static unsigned s = 1234567u;
static int rnd(void) { s ^= s << 13; s ^= s >> 17; s ^= s << 5; return (int)(s % 2000) - 1000; }

/* y = 2x + r*c over a rows x cols block; returns the block's sum */
#pragma acc routine worker
static long block_update(int *restrict y, const int *restrict x, int rows, int cols)
{
    long sum = 0;
#pragma acc loop collapse(2) reduction(+:sum)
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols; c++) {
            y[r * cols + c] = 2 * x[r * cols + c] + r * c;
            sum += y[r * cols + c];
        }
    }
    return sum;
}

/* a row pair, tiled: y[k][j] -= x[k][j] for k < 2, j < m (no braces) */
#pragma acc routine vector
static void pair_sub(int *restrict y, const int *restrict x, int m)
{
#pragma acc loop vector tile(2, 16)
    for (int k = 0; k < 2; k++)
        for (int j = 0; j < m; j++)
            y[k * m + j] -= x[k * m + j];
}

int main(void)
{
    int n = 120, rows = 7, cols = 45, bad = 0;
    int *x = malloc(sizeof(int) * n * rows * cols), *y = malloc(sizeof(int) * n * rows * cols);
    int *hy = malloc(sizeof(int) * n * rows * cols);
    long *sums = malloc(sizeof(long) * n);
    for (int i = 0; i < n * rows * cols; i++) { x[i] = rnd(); y[i] = hy[i] = rnd(); }
#pragma acc parallel loop gang num_workers(4) vector_length(32) copyin(x[0:n*rows*cols]) copy(y[0:n*rows*cols]) copyout(sums[0:n])
    for (int i = 0; i < n; i++) {
        long t = block_update(y + (long)i * rows * cols, x + (long)i * rows * cols, rows, cols);
        sums[i] = t;
    }
#pragma acc parallel loop gang vector_length(64) copyin(x[0:n*rows*cols]) copy(y[0:n*rows*cols])
    for (int i = 0; i < n; i++)
        pair_sub(y + (long)i * rows * cols, x + (long)i * rows * cols, (rows * cols) / 2);
    for (int i = 0; i < n; i++) {
        long t = 0;
        int *hb = hy + (long)i * rows * cols;
        const int *xb = x + (long)i * rows * cols;
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++) {
                hb[r * cols + c] = 2 * xb[r * cols + c] + r * c;
                t += hb[r * cols + c];
            }
        int m = (rows * cols) / 2;
        for (int k = 0; k < 2; k++)
            for (int j = 0; j < m; j++) hb[k * m + j] -= xb[k * m + j];
        if (sums[i] != t && bad++ < 5) printf("sums[%d] = %ld, expected %ld\n", i, sums[i], t);
    }
    for (int i = 0; i < n * rows * cols; i++)
        if (y[i] != hy[i] && bad++ < 5) printf("y[%d] = %d, expected %d\n", i, y[i], hy[i]);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
