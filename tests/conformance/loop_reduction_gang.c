/* Covers: reduction clause on a gang loop (OpenACC 3.3 sec. 2.9.11): loop gang reduction(+) in a parallel region (with the variable in a copy clause and in a reduction clause on the parallel construct), combined parallel loop gang reduction, and kernels loop gang reduction; int, long and double, non-identity initial values. */
#include <stdio.h>
#include <math.h>

#define N 3001
#define M 19
static int a[N][M];
static double d[N];
static unsigned int seed = 0x5A5A0101u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0;
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < M; j++) a[i][j] = (int)(xrand() % 2001u) - 1000;
        d[i] = ((int)(xrand() % 4001u) - 2000) / 16.0;  /* multiples of 1/16: exact sums */
    }

    int s1 = 10;
    long s2 = -7;
    double s3 = 2.5, s4 = 0.25;
    int s5 = 3;

    /* loop gang reduction, variable in copy on the parallel construct */
#pragma acc parallel copyin(a) copy(s1)
    {
#pragma acc loop gang reduction(+:s1)
        for (int i = 0; i < N; i++) {
            int r = 0;
            for (int j = 0; j < M; j++) r += a[i][j];
            s1 += r;
        }
    }

    /* reduction on both the parallel construct and the gang loop */
#pragma acc parallel copyin(a, d) reduction(+:s2, s3)
    {
#pragma acc loop gang reduction(+:s2, s3)
        for (int i = 0; i < N; i++) { s2 += (long)a[i][0] * a[i][1]; s3 += d[i]; }
    }

    /* combined construct */
#pragma acc parallel loop gang reduction(+:s4) copyin(d)
    for (int i = 0; i < N; i++) s4 += d[i] * 2;

    /* kernels */
#pragma acc kernels copyin(a) copy(s5)
    {
#pragma acc loop gang reduction(+:s5)
        for (int i = 0; i < N; i++) s5 += a[i][2] - a[i][3];
    }

    int e1 = 10, e5 = 3;
    long e2 = -7;
    double e3 = 2.5, e4 = 0.25;
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < M; j++) e1 += a[i][j];
        e2 += (long)a[i][0] * a[i][1];
        e3 += d[i];
        e4 += d[i] * 2;
        e5 += a[i][2] - a[i][3];
    }
    if (s1 != e1) { printf("loop gang reduction (copy): %d, expected %d\n", s1, e1); bad++; }
    if (s2 != e2) { printf("parallel+loop gang reduction long: %ld, expected %ld\n", s2, e2); bad++; }
    if (s3 != e3) { printf("parallel+loop gang reduction double: %.17g, expected %.17g\n", s3, e3); bad++; }
    if (s4 != e4) { printf("parallel loop gang reduction double: %.17g, expected %.17g\n", s4, e4); bad++; }
    if (s5 != e5) { printf("kernels loop gang reduction: %d, expected %d\n", s5, e5); bad++; }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
