/* Covers: a dynamic 2-D array `float **a` in a data clause `a[0:n][0:m]` (OpenACC 3.3 sec. 2.7.1): the implementation allocates device row pointers and fills them, so each separately allocated (non-contiguous) row is copied; kernels index a[i][j]; copy brings every row back. Also a row/column section `b[1:n-2][2:m-4]` with copyin and a kernel reading it. */
#include <stdio.h>
#include <stdlib.h>

#define NR 40
#define NC 300
static unsigned int seed = 0xDEE9C0B6u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    float **a = malloc(NR * sizeof *a), **b = malloc(NR * sizeof *b);
    static float a0[NR][NC], out[NR][NC];
    /* rows allocated in reverse order with gaps: certainly not one block */
    for (int i = NR - 1; i >= 0; i--) {
        a[i] = malloc(NC * sizeof(float));
        b[i] = malloc((NC + 17) * sizeof(float));
    }
    for (int i = 0; i < NR; i++)
        for (int j = 0; j < NC; j++) {
            a[i][j] = a0[i][j] = (float)(xrand() % 4096u) / 8.0f;
            b[i][j] = (float)(i * 1000 + j);
            out[i][j] = -1.0f;
        }
    int n = NR, m = NC;
#pragma acc data copy(a[0:n][0:m])
    {
#pragma acc parallel loop collapse(2) present(a[0:n][0:m])
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++)
                a[i][j] = a[i][j] * 2.0f + (float)i;
    }
    for (int i = 0; i < NR; i++)
        for (int j = 0; j < NC; j++) {
            float e = a0[i][j] * 2.0f + (float)i;
            if (a[i][j] != e) { printf("FAIL: a[%d][%d] = %g, expected %g\n", i, j, a[i][j], e); return 1; }
        }
#pragma acc parallel loop collapse(2) copyin(b[1:n-2][2:m-4]) copy(out)
    for (int i = 1; i < n - 1; i++)
        for (int j = 2; j < m - 2; j++)
            out[i][j] = b[i][j] + 0.5f;
    for (int i = 0; i < NR; i++)
        for (int j = 0; j < NC; j++) {
            float e = (i >= 1 && i < NR - 1 && j >= 2 && j < NC - 2) ? (float)(i * 1000 + j) + 0.5f : -1.0f;
            if (out[i][j] != e) { printf("FAIL: out[%d][%d] = %g, expected %g\n", i, j, out[i][j], e); return 1; }
        }
    for (int i = 0; i < NR; i++) { free(a[i]); free(b[i]); }
    free(a); free(b);
    printf("PASS\n");
    return 0;
}
