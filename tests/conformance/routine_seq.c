/* Covers: routine seq (OpenACC 3.3 sec. 2.15.1): functions with '#pragma acc routine seq' (scalar, pointer and array arguments, a loop inside, a static function, a double result) called from gang, worker and vector loops and from a serial region. */
#include <stdio.h>
#include <math.h>

#define NI 53
#define NJ 77
static int m[NI][NJ], x[NI][NJ], y[NI], z[NI][NJ];
static double dv[NI * NJ], dr[NI * NJ];
static unsigned int seed = 0x5E0A5E0Au;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

#pragma acc routine seq
int mix(int a, int b)
{
    return a * 3 - (b ^ 5);
}

#pragma acc routine seq
static int row_sum(const int *row, int n)
{
    int s = 0;
    for (int j = 0; j < n; j++) s += row[j] * (j % 4 + 1);
    return s;
}

#pragma acc routine seq
double poly(double t)
{
    return ((0.5 * t - 1.25) * t + 2.0) * t - 0.75;
}

#pragma acc routine seq
void put(int *dst, int k, int v)
{
    dst[k] = v;
}

int main(void)
{
    int bad = 0;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) { m[i][j] = (int)(xrand() % 2001u) - 1000; x[i][j] = z[i][j] = -1; }
    for (int i = 0; i < NI; i++) y[i] = -1;
    for (int i = 0; i < NI * NJ; i++) { dv[i] = ((int)(xrand() % 2001u) - 1000) / 64.0; dr[i] = -1; }

#pragma acc parallel num_workers(2) copyin(m) copyout(x, y)
    {
#pragma acc loop gang
        for (int i = 0; i < NI; i++) {
            y[i] = row_sum(m[i], NJ);
#pragma acc loop worker vector
            for (int j = 0; j < NJ; j++) x[i][j] = mix(m[i][j], j);
        }
    }

#pragma acc parallel loop gang vector copyin(dv) copyout(dr)
    for (int i = 0; i < NI * NJ; i++) dr[i] = poly(dv[i]);

#pragma acc serial copyin(m) copyout(z)
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) put(&z[i][0], j, mix(m[i][j], i));

    for (int i = 0; i < NI; i++) {
        int s = 0;
        for (int j = 0; j < NJ; j++) s += m[i][j] * (j % 4 + 1);
        if (y[i] != s && bad++ < 10) printf("row_sum: y[%d] = %d, expected %d\n", i, y[i], s);
        for (int j = 0; j < NJ; j++) {
            int e = m[i][j] * 3 - (j ^ 5);
            if (x[i][j] != e && bad++ < 10) printf("mix: x[%d][%d] = %d, expected %d\n", i, j, x[i][j], e);
            e = m[i][j] * 3 - (i ^ 5);
            if (z[i][j] != e && bad++ < 10) printf("put in serial: z[%d][%d] = %d, expected %d\n", i, j, z[i][j], e);
        }
    }
    for (int i = 0; i < NI * NJ; i++) {
        double t = dv[i], e = ((0.5 * t - 1.25) * t + 2.0) * t - 0.75;
        if (fabs(dr[i] - e) > 1e-12 * (1 + fabs(e)) && bad++ < 10) printf("poly: dr[%d] = %.17g, expected %.17g\n", i, dr[i], e);
    }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
