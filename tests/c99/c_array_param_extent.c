/* an array-declared parameter (double A[R][C], a pointer in C) in copy(A): the declared extent is mapped */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define R 40
#define C 25
static void relax(double A[R][C])
{
    #pragma acc parallel loop collapse(2) copy(A)
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            A[i][j] = A[i][j] * 2 + i;
}

static unsigned rng_state = 2463534242u;
static unsigned xorshift(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return rng_state;
}

int main(void)
{
    int n = 1000;
    double *a = malloc(n * sizeof *a);
    int *b = malloc(n * sizeof *b);
    double *out = malloc(n * sizeof *out);
    double *ref = malloc(n * sizeof *ref);
    for (int k = 0; k < n; k++) {
        a[k] = (xorshift() % 4096) / 16.0;
        b[k] = (int)(xorshift() % 1000);
        out[k] = -1;
        ref[k] = -1;
    }
    static double grid[40][25];
    for (int i = 0; i < 40; i++)
        for (int j = 0; j < 25; j++)
            grid[i][j] = a[i * 25 + j];
    relax(grid);
    for (int k = 0; k < n; k++)
        out[k] = grid[k / 25][k % 25];
    for (int k = 0; k < n; k++)
        ref[k] = a[k] * 2 + k / 25;

    int bad = 0;
    for (int k = 0; k < n; k++) {
        if (fabs(out[k] - ref[k]) > 1e-9 * (1 + fabs(ref[k]))) {
            if (bad++ < 5) printf("out[%d] = %.17g, expected %.17g\n", k, out[k], ref[k]);
        }
    }
    free(a);
    free(b);
    free(out);
    free(ref);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
