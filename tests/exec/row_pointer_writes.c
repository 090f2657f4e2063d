/* Covers: writes through a pointer the region takes from a mapped array or
 * pointer (a row of a 2-D array, p + k, &t[i][j], a pointer copied), in a
 * kernel that also reads the same data by subscript.  The read-only variant
 * must not make that data const (its CUDA did not compile: "const double *"
 * to "double *"), and the split must not share it (the writes show no
 * subscript).  Checked against the host loop on random data. */
#include <stdio.h>
#include <stdlib.h>

#define R 300
#define C 64
static double t[R][C], ht[R][C];
static unsigned int seed = 0x2545F491u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int n = R * C, bad = 0;
    double *p = malloc(sizeof(double) * n), *hp = malloc(sizeof(double) * n), s = 0, hs = 0;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) t[i][j] = ht[i][j] = (double)(xrand() % 1000) / 8;
    for (int i = 0; i < n; i++) p[i] = hp[i] = (double)(xrand() % 1000) / 4;

    /* a row of t, and an element's address; t[i][0] read by subscript */
#pragma acc parallel loop copy(t)
    for (int i = 0; i < R; i++) {
        double first = t[i][0];
        double *row = t[i];
        for (int j = 1; j < C; j++) row[j] += first;
        double *last = &t[i][C - 1];
        *last *= 2;
    }
    for (int i = 0; i < R; i++) {
        for (int j = 1; j < C; j++) ht[i][j] += ht[i][0];
        ht[i][C - 1] *= 2;
    }

    /* p read by subscript (a reduction) and written through p + k and a copy of p */
#pragma acc parallel loop copy(p[0:n]) reduction(+:s)
    for (int i = 0; i < R; i++) {
        s += p[i * C];
        double *q = p + i * C;
        for (int j = 1; j < C; j++) q[j] = q[j] * 0.5 + q[0];
        double *base = p;
        base[i * C] = -base[i * C];
    }
    for (int i = 0; i < R; i++) {
        hs += hp[i * C];
        for (int j = 1; j < C; j++) hp[i * C + j] = hp[i * C + j] * 0.5 + hp[i * C];
        hp[i * C] = -hp[i * C];
    }

    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            if (t[i][j] != ht[i][j] && bad++ < 5) printf("t[%d][%d] = %g, want %g\n", i, j, t[i][j], ht[i][j]);
    for (int i = 0; i < n; i++)
        if (p[i] != hp[i] && bad++ < 10) printf("p[%d] = %g, want %g\n", i, p[i], hp[i]);
    if (s != hs && bad++ < 10) printf("s = %.17g, want %.17g\n", s, hs);
    printf("%s\n", bad ? "FAIL" : "PASS");
    free(p);
    free(hp);
    return bad != 0;
}
