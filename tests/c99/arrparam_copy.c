/* an array-declared parameter, void k(double A[N][M]), named whole in copyin/copyout: the declared extent moves, not the pointer */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }
static double rnd(void) { return (xorshift() % 4096) / 16.0; }

#define N 64
#define M 48

static void twice(double A[N][M], double B[N][M])
{
    #pragma acc parallel loop collapse(2) copyin(A) copyout(B)
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            B[i][j] = 2 * A[i][j] - j;
}

static double a[N][M], b[N][M];

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) { a[i][j] = rnd(); b[i][j] = -1; }
    twice(a, b);
    int bad = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            if (b[i][j] != 2 * a[i][j] - j && bad++ < 5) printf("b[%d][%d] = %g\n", i, j, b[i][j]);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
