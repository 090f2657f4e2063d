/* Covers: loop collapse(n) (OpenACC 3.3 sec. 2.9.1): collapse(2) and collapse(3) in parallel, kernels and serial, non-multiple-of-32 extents, non-zero lower bounds, negative and non-unit steps, runtime bounds; each collapsed iteration runs exactly once. */
#include <stdio.h>

#define NI 37
#define NJ 45
#define NK 19
static int a[NI][NJ][NK], b[NI][NJ][NK], c[NI][NJ], d[NI][NJ], e[NI][NJ], f[NI][NJ], cnt[NI][NJ][NK];
static unsigned int seed = 0xC011A95Eu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int ni = NI, nj = NJ, bad = 0;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) {
            for (int k = 0; k < NK; k++) { a[i][j][k] = (int)(xrand() % 2001u) - 1000; b[i][j][k] = -1; cnt[i][j][k] = 0; }
            c[i][j] = d[i][j] = e[i][j] = f[i][j] = -1;
        }

    /* collapse(2) on a parallel loop with gang vector */
#pragma acc parallel loop collapse(2) gang vector copyin(a) copyout(c)
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            c[i][j] = a[i][j][0] * 3 + i - j;

    /* collapse(3) on a loop construct inside a parallel region; counts executions */
#pragma acc parallel copyin(a) copyout(b) copy(cnt)
    {
#pragma acc loop gang collapse(3)
        for (int i = 0; i < NI; i++)
            for (int j = 0; j < NJ; j++)
                for (int k = 0; k < NK; k++) {
                    b[i][j][k] = a[i][j][k] * 2 + k;
                    cnt[i][j][k] += 1;
                }
    }

    /* collapse(2) in kernels, runtime bounds, lower bound 1 and step 2 in the inner loop */
#pragma acc kernels copyin(a) copy(d)
    {
#pragma acc loop independent collapse(2)
        for (int i = 1; i < ni; i++)
            for (int j = 3; j < nj; j += 2)
                d[i][j] = a[i][j][1] - a[i - 1][j][2];
    }

    /* collapse(2) with a decreasing outer loop, in a serial region */
#pragma acc serial copyin(a) copy(e)
    {
#pragma acc loop collapse(2)
        for (int i = NI - 1; i >= 0; i -= 3)
            for (int j = 0; j < NJ; j++)
                e[i][j] = a[i][j][3] + 7;
    }

    /* collapse(2) on a loop whose body has a private temporary and a reduction */
    long sum = 5;
#pragma acc parallel loop collapse(2) copyin(a) copyout(f) reduction(+:sum)
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) {
            int t = a[i][j][4] * a[i][j][5];
            f[i][j] = t;
            sum += t;
        }

    long sref = 5;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) {
            int ec = a[i][j][0] * 3 + i - j;
            if (c[i][j] != ec && bad++ < 10) printf("collapse(2) parallel: c[%d][%d] = %d, expected %d\n", i, j, c[i][j], ec);
            for (int k = 0; k < NK; k++) {
                int eb = a[i][j][k] * 2 + k;
                if (b[i][j][k] != eb && bad++ < 10) printf("collapse(3): b[%d][%d][%d] = %d, expected %d\n", i, j, k, b[i][j][k], eb);
                if (cnt[i][j][k] != 1 && bad++ < 10) printf("collapse(3): iteration (%d,%d,%d) ran %d times\n", i, j, k, cnt[i][j][k]);
            }
            int ed = (i >= 1 && j >= 3 && (j - 3) % 2 == 0) ? a[i][j][1] - a[i - 1][j][2] : -1;
            if (d[i][j] != ed && bad++ < 10) printf("collapse(2) kernels: d[%d][%d] = %d, expected %d\n", i, j, d[i][j], ed);
            int ee = ((NI - 1 - i) % 3 == 0) ? a[i][j][3] + 7 : -1;
            if (e[i][j] != ee && bad++ < 10) printf("collapse(2) serial: e[%d][%d] = %d, expected %d\n", i, j, e[i][j], ee);
            int ef = a[i][j][4] * a[i][j][5];
            if (f[i][j] != ef && bad++ < 10) printf("collapse(2) reduction: f[%d][%d] = %d, expected %d\n", i, j, f[i][j], ef);
            sref += ef;
        }
    if (sum != sref) { printf("collapse(2) reduction: sum = %ld, expected %ld\n", sum, sref); bad++; }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
