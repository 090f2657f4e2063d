/* macros in '#pragma acc' lines, which gcc -fopenacc expands: a whole clause, a clause name chosen by __GANGWAY__ (gwcc's 'pipeline' on a data construct), a size in a subarray, against the host loop */
#include <stdio.h>

#define N 300
#define M 16
#define DATA_CLAUSES copy(a[0:N][0:M], b[0:N][0:M])
#ifdef __GANGWAY__
#define PIPELINE pipeline
#else
#define PIPELINE
#endif
#define VEC vector_length(64)

static double a[N][M], b[N][M], ra[N][M], rb[N][M];

int main(void)
{
    unsigned s = 2463534242u;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            s ^= s << 13; s ^= s >> 17; s ^= s << 5;
            a[i][j] = ra[i][j] = (double)(s % 1000) / 16.0;
            b[i][j] = rb[i][j] = a[i][j];
        }
    for (int t = 0; t < 5; t++) {
        for (int i = 1; i < N - 1; i++)
            for (int j = 0; j < M; j++) rb[i][j] = 0.25 * ra[i - 1][j] + 0.5 * ra[i][j] + 0.25 * ra[i + 1][j];
        for (int i = 1; i < N - 1; i++)
            for (int j = 0; j < M; j++) ra[i][j] = rb[i][j];
    }
#pragma acc data DATA_CLAUSES PIPELINE
    for (int t = 0; t < 5; t++) {
#pragma acc parallel loop VEC present(a[0:N][0:M], b[0:N][0:M])
        for (int i = 1; i < N - 1; i++)
            for (int j = 0; j < M; j++) b[i][j] = 0.25 * a[i - 1][j] + 0.5 * a[i][j] + 0.25 * a[i + 1][j];
#pragma acc parallel loop VEC
        for (int i = 1; i < N - 1; i++)
            for (int j = 0; j < M; j++) a[i][j] = b[i][j];
    }
    int bad = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            if (a[i][j] != ra[i][j] || b[i][j] != rb[i][j]) {
                if (bad++ < 5) printf("[%d][%d] = %g %g, want %g %g\n", i, j, a[i][j], b[i][j], ra[i][j], rb[i][j]);
            }
    if (bad) {
        printf("FAIL\n");
        return 1;
    }
    printf("PASS\n");
    return 0;
}
