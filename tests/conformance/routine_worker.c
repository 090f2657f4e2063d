/* Covers: routine worker (OpenACC 3.3 sec. 2.15.1): a function containing a 'loop worker' over rows with a 'loop vector' inside and a worker-level reduction, called from a gang loop (worker-single mode) in parallel and kernels regions. */
#include <stdio.h>

#define NI 31
#define NJ 37
#define NK 71
static int m[NI][NJ][NK], x[NI][NJ][NK], y[NI][NJ][NK], s1[NI];
static unsigned int seed = 0x00EE00EEu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

#pragma acc routine worker
void plane(int (*in)[NK], int (*out)[NK], int f)
{
#pragma acc loop worker
    for (int j = 0; j < NJ; j++) {
#pragma acc loop vector
        for (int k = 0; k < NK; k++) out[j][k] = in[j][k] * f - j + k;
    }
}

#pragma acc routine worker
int plane_sum(int (*in)[NK])
{
    int s = 0;
#pragma acc loop worker reduction(+:s)
    for (int j = 0; j < NJ; j++)
        for (int k = 0; k < NK; k++) s += in[j][k];
    return s;
}

int main(void)
{
    int bad = 0;
    for (int i = 0; i < NI; i++) {
        s1[i] = -1;
        for (int j = 0; j < NJ; j++)
            for (int k = 0; k < NK; k++) { m[i][j][k] = (int)(xrand() % 2001u) - 1000; x[i][j][k] = y[i][j][k] = -1; }
    }

#pragma acc parallel num_workers(4) copyin(m) copyout(x, s1)
    {
#pragma acc loop gang
        for (int i = 0; i < NI; i++) {
            plane(m[i], x[i], i - 5);
            s1[i] = plane_sum(m[i]);
        }
    }

#pragma acc kernels copyin(m) copyout(y)
    {
#pragma acc loop gang
        for (int i = 0; i < NI; i++) plane(m[i], y[i], 3);
    }

    for (int i = 0; i < NI; i++) {
        int s = 0;
        for (int j = 0; j < NJ; j++)
            for (int k = 0; k < NK; k++) {
                s += m[i][j][k];
                int e1 = m[i][j][k] * (i - 5) - j + k, e2 = m[i][j][k] * 3 - j + k;
                if (x[i][j][k] != e1 && bad++ < 10) printf("parallel: x[%d][%d][%d] = %d, expected %d\n", i, j, k, x[i][j][k], e1);
                if (y[i][j][k] != e2 && bad++ < 10) printf("kernels: y[%d][%d][%d] = %d, expected %d\n", i, j, k, y[i][j][k], e2);
            }
        if (s1[i] != s && bad++ < 10) printf("worker reduction: s1[%d] = %d, expected %d\n", i, s1[i], s);
    }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
