/* Covers: loop tile(a,b) and tile(a,b,c) with constant sizes (OpenACC 3.3 sec. 2.9.8): tiles that do not divide the trip counts, a one-loop tile, tile with gang vector, in parallel and kernels, with non-zero lower bounds; every iteration runs exactly once. */
#include <stdio.h>

#define NI 61
#define NJ 47
#define NK 13
static int m[NI][NJ], x[NI][NJ], y[NI][NJ], z[NI][NJ], cnt[NI][NJ], t3[NI][NJ][NK], v[NI * NJ], w[NI * NJ];
static unsigned int seed = 0x7111E5EDu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) {
            m[i][j] = (int)(xrand() % 2001u) - 1000; x[i][j] = y[i][j] = z[i][j] = -1; cnt[i][j] = 0;
            for (int k = 0; k < NK; k++) t3[i][j][k] = -1;
        }
    for (int i = 0; i < NI * NJ; i++) { v[i] = (int)(xrand() % 2001u) - 1000; w[i] = -1; }

    /* 2-D tile 8x4 (neither divides 61 or 47) on a parallel loop, counting executions */
#pragma acc parallel loop tile(8, 4) copyin(m) copyout(x) copy(cnt)
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) { x[i][j] = m[i][j] * 2 + i - j; cnt[i][j] += 1; }

    /* tile with gang vector, lower bounds 1 and 2 */
#pragma acc parallel copyin(m) copy(y)
    {
#pragma acc loop tile(5, 7) gang vector
        for (int i = 1; i < NI; i++)
            for (int j = 2; j < NJ; j++) y[i][j] = m[i][j] - m[i - 1][j - 2];
    }

    /* tile in kernels */
#pragma acc kernels copyin(m) copyout(z)
    {
#pragma acc loop independent tile(16, 3)
        for (int i = 0; i < NI; i++)
            for (int j = 0; j < NJ; j++) z[i][j] = m[i][j] ^ (i * j);
    }

    /* 3-D tile */
#pragma acc parallel loop tile(4, 4, 4) copyin(m) copyout(t3)
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            for (int k = 0; k < NK; k++) t3[i][j][k] = m[i][j] * k + i;

    /* 1-D tile */
#pragma acc parallel loop tile(32) copyin(v) copyout(w)
    for (int i = 0; i < NI * NJ; i++) w[i] = v[i] * v[i] % 1000;

    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) {
            if (x[i][j] != m[i][j] * 2 + i - j && bad++ < 10) printf("tile(8,4): x[%d][%d] = %d, expected %d\n", i, j, x[i][j], m[i][j] * 2 + i - j);
            if (cnt[i][j] != 1 && bad++ < 10) printf("tile(8,4): iteration (%d,%d) ran %d times\n", i, j, cnt[i][j]);
            int ey = (i >= 1 && j >= 2) ? m[i][j] - m[i - 1][j - 2] : -1;
            if (y[i][j] != ey && bad++ < 10) printf("tile(5,7) gang vector: y[%d][%d] = %d, expected %d\n", i, j, y[i][j], ey);
            if (z[i][j] != (m[i][j] ^ (i * j)) && bad++ < 10) printf("kernels tile(16,3): z[%d][%d] = %d, expected %d\n", i, j, z[i][j], m[i][j] ^ (i * j));
            for (int k = 0; k < NK; k++)
                if (t3[i][j][k] != m[i][j] * k + i && bad++ < 10) printf("tile(4,4,4): t3[%d][%d][%d] = %d, expected %d\n", i, j, k, t3[i][j][k], m[i][j] * k + i);
        }
    for (int i = 0; i < NI * NJ; i++)
        if (w[i] != v[i] * v[i] % 1000 && bad++ < 10) printf("tile(32): w[%d] = %d, expected %d\n", i, w[i], v[i] * v[i] % 1000);
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
