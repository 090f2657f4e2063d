/* an array-declared parameter, void k(int n, double A[N][M]), used in a region with no data clause: implicitly copied with its declared extent */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }
static double rnd(void) { return (xorshift() % 4096) / 16.0; }

#define N 40
#define M 33

static void addcol(int n, double A[N][M], double C[N][M])
{
    #pragma acc parallel loop
    for (int i = 0; i < n; i++)
        for (int j = 0; j < M; j++)
            C[i][j] = A[i][j] + A[i][0];
}

int main(void)
{
    double (*a)[M] = malloc(N * sizeof *a), (*c)[M] = malloc(N * sizeof *c);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) { a[i][j] = rnd(); c[i][j] = -1; }
    addcol(N, a, c);
    int bad = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            if (c[i][j] != a[i][j] + a[i][0] && bad++ < 5) printf("c[%d][%d] = %g\n", i, j, c[i][j]);
    free(a);
    free(c);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
