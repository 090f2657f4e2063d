/* A variable-length array, or a pointer to one, declared after another
 * declarator of the same declaration in a compute region (int k, v[m],
 * b = k % 7;) and first of several (double w[m], t = 0;).  In the CUDA
 * text each becomes a pointer to its storage; a later declarator's
 * replacement had the element type again (int k, int *v = ...), which
 * nvcc rejected (found by tools/fuzz, seed 71). */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    int n = 2000, m = 6, bad = 0;
    int *key = malloc(n * sizeof *key);
    double *grid = malloc(n * m * sizeof *grid), *out = malloc(n * sizeof *out), *want = malloc(n * sizeof *want);
    for (int i = 0; i < n; i++) key[i] = (i * 7919) % 1000;
    for (int i = 0; i < n * m; i++) grid[i] = (double)((i * 37) % 101) / 8.0;
#pragma acc parallel loop copyin(key[0:n], grid[0:n*m]) copyout(out[0:n]) firstprivate(m)
    for (int i = 0; i < n; i++) {
        int k = key[i], v[m], b = k % 7;
        double w[m], t = 0, (*row)[m] = (double (*)[m])grid, *unused = 0;
        for (int j = 0; j < m; j++) v[j] = (k >> j) & 3, w[j] = row[i][j] * (b + 1);
        for (int j = 0; j < m; j++) t += v[j] * w[j];
        out[i] = t + (unused == 0);
    }
    for (int i = 0; i < n; i++) {
        int k = key[i], b = k % 7;
        double t = 0;
        for (int j = 0; j < m; j++) t += ((k >> j) & 3) * (grid[i * m + j] * (b + 1));
        want[i] = t + 1;
        if (out[i] != want[i] && bad++ < 5) printf("%d: %.17g, want %.17g\n", i, out[i], want[i]);
    }
    free(key); free(grid); free(out); free(want);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
