/* Covers: routines calling routines (OpenACC 3.3 sec. 2.15.1): a seq routine calling seq routines (two levels), a vector routine calling a seq routine inside its vector loop, and a worker routine calling a vector routine from its worker loop; called from gang loops in parallel and kernels. */
#include <stdio.h>

#define NI 37
#define NJ 23
#define NK 89
static int m[NI][NJ][NK], x[NI][NJ][NK], y[NI][NJ], z[NI][NJ][NK];
static unsigned int seed = 0x4E57ED00u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

#pragma acc routine seq
static int leaf(int v) { return (v ^ 0x3C) - 7; }

#pragma acc routine seq
static int mid(int v, int w) { return leaf(v) * 2 + leaf(w); }

#pragma acc routine seq
static int top(const int *row, int n)
{
    int s = 0;
    for (int k = 0; k < n; k++) s += mid(row[k], k);
    return s;
}

#pragma acc routine vector
static void vrow(const int *in, int *out, int n, int j)
{
#pragma acc loop vector
    for (int k = 0; k < n; k++) out[k] = mid(in[k], j);
}

#pragma acc routine worker
static void wplane(int (*in)[NK], int (*out)[NK])
{
#pragma acc loop worker
    for (int j = 0; j < NJ; j++) vrow(in[j], out[j], NK, j);
}

int main(void)
{
    int bad = 0;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) {
            y[i][j] = -1;
            for (int k = 0; k < NK; k++) { m[i][j][k] = (int)(xrand() % 2001u) - 1000; x[i][j][k] = z[i][j][k] = -1; }
        }

#pragma acc parallel loop gang vector collapse(2) copyin(m) copyout(y)
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) y[i][j] = top(m[i][j], NK);

#pragma acc parallel num_workers(4) copyin(m) copyout(x)
    {
#pragma acc loop gang
        for (int i = 0; i < NI; i++) wplane(m[i], x[i]);
    }

#pragma acc kernels copyin(m) copyout(z)
    {
#pragma acc loop gang
        for (int i = 0; i < NI; i++) {
#pragma acc loop worker
            for (int j = 0; j < NJ; j++) vrow(m[i][j], z[i][j], NK, j + 1);
        }
    }

    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) {
            int s = 0;
            for (int k = 0; k < NK; k++) {
                int v = m[i][j][k];
                s += (((v ^ 0x3C) - 7) * 2) + ((k ^ 0x3C) - 7);
                int ex = ((v ^ 0x3C) - 7) * 2 + ((j ^ 0x3C) - 7);
                int ez = ((v ^ 0x3C) - 7) * 2 + (((j + 1) ^ 0x3C) - 7);
                if (x[i][j][k] != ex && bad++ < 10) printf("worker->vector->seq: x[%d][%d][%d] = %d, expected %d\n", i, j, k, x[i][j][k], ex);
                if (z[i][j][k] != ez && bad++ < 10) printf("kernels vector->seq: z[%d][%d][%d] = %d, expected %d\n", i, j, k, z[i][j][k], ez);
            }
            if (y[i][j] != s && bad++ < 10) printf("seq->seq->seq: y[%d][%d] = %d, expected %d\n", i, j, y[i][j], s);
        }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
