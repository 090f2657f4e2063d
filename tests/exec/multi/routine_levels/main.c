/* Routines of every level defined in another file (levels.c), with loop,
 * reduction and atomic directives inside, called where OpenACC allows:
 * vector routines from gang loops (also as a local's value), worker routines
 * from gang loops, a gang routine from gang-redundant code, a seq routine with
 * an atomic from a vector loop.  Results against plain host loops. */
#include <stdio.h>
#include <stdlib.h>
#include "levels.h"

#define N 96
#define M 130

static unsigned int seed = 0x2545f491u;
static unsigned int xr(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    static double a[N * M], y[N * M], sums[N], b[N * M], c[4 * M];
    static int v[N * 8], d[N];
    int odd = 3, bad = 0;
    for (int i = 0; i < N * M; i++) {
        a[i] = (double)(xr() % 64) / 16.0;      /* sums are exact in any order */
        b[i] = a[i];
        y[i] = -1;
    }
    for (int i = 0; i < 4 * M; i++) c[i] = (double)(xr() % 32);
    for (int i = 0; i < N * 8; i++) v[i] = (int)(xr() % 1000);
    for (int i = 0; i < N; i++) sums[i] = -1, d[i] = 7;

#pragma acc parallel loop gang vector_length(64) copyin(a) copyout(sums, y)
    for (int i = 0; i < N; i++) {
        sums[i] = row_sum(&a[i * M], M);
        double s;
        s = row_sum(&a[i * M], M);          /* every lane needs s */
#pragma acc loop vector
        for (int j = 0; j < M; j++) y[i * M + j] = a[i * M + j] / (s + 1.0);
    }

#pragma acc parallel loop gang num_workers(4) vector_length(32) copy(b)
    for (int i = 0; i < N / 4; i++) scale_rows(&b[i * 4 * M], 4, M, 0.5);

#pragma acc parallel num_gangs(8) copy(c)
    {
#pragma acc loop gang
        for (int i = 0; i < 4 * M; i++) c[i] = c[i] * 2.0;
    }
#pragma acc parallel num_gangs(8) vector_length(32) copy(c, d)
    {
#pragma acc loop gang vector
        for (int i = 0; i < N; i++) d[i] = d[i] + i;
        add_all(c, 4 * M, 1.5);             /* gang-redundant: its loop's iterations run once each */
    }

#pragma acc parallel loop gang vector copyin(v) copy(odd)
    for (int i = 0; i < N; i++) count_odd(&v[i * 8], 8, &odd);

    int eodd = 3;
    for (int i = 0; i < N * 8; i++) eodd += v[i] % 2;
    if (odd != eodd) printf("count_odd: %d, expected %d\n", odd, eodd), bad++;
    for (int i = 0; i < N; i++)
        if (d[i] != 7 + i && bad++ < 5) printf("d[%d] = %d, expected %d\n", i, d[i], 7 + i);
    for (int i = 0; i < N; i++) {
        double s = 0;
        for (int j = 0; j < M; j++) s += a[i * M + j];
        if (sums[i] != s && bad++ < 5) printf("sums[%d] = %g, expected %g\n", i, sums[i], s);
        for (int j = 0; j < M; j++)
            if (y[i * M + j] != a[i * M + j] / (s + 1.0) && bad++ < 5) printf("y[%d][%d] wrong\n", i, j);
    }
    for (int i = 0; i < N * M; i++)
        if (b[i] != a[i] * 0.5 && bad++ < 5) printf("b[%d] = %g, expected %g\n", i, b[i], a[i] * 0.5);
    seed = 0x2545f491u;
    for (int i = 0; i < N * M; i++) xr();
    for (int i = 0; i < 4 * M; i++) {
        double e = (double)(xr() % 32) * 2.0 + 1.5;
        if (c[i] != e && bad++ < 5) printf("c[%d] = %g, expected %g\n", i, c[i], e);
    }
    if (bad) {
        printf("FAIL (%d wrong)\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
