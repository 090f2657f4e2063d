/* Covers: `collapse` clause on the combined kernels loop construct (OpenACC 3.3 sec. 2.11, 2.9.1): collapse(2) and collapse(3) with extents that are not multiples of 32, non-zero lower bounds, run-time bounds and a non-unit step; every collapsed iteration runs exactly once. */
#include <stdio.h>

#define NI 37
#define NJ 53
#define NK 19
static int a[NI][NJ][NK], b[NI][NJ][NK], m[NI][NJ];
static unsigned int seed = 0xC0112A95u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) { m[i][j] = i * 1000 + j; for (int k = 0; k < NK; k++) { a[i][j][k] = (int)(xrand() % 500u); b[i][j][k] = i + j + k; } }

    /* collapse(2): each (i, j) adds once */
#pragma acc kernels loop collapse(2) copy(m)
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) m[i][j] += 7;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            if (m[i][j] != i * 1000 + j + 7) { printf("FAIL (collapse(2)): m[%d][%d] = %d, expected %d\n", i, j, m[i][j], i * 1000 + j + 7); return 1; }

    /* collapse(3) */
#pragma acc kernels loop collapse(3) copyin(a) copy(b)
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            for (int k = 0; k < NK; k++) b[i][j][k] += a[i][j][k] * 2;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            for (int k = 0; k < NK; k++)
                if (b[i][j][k] != i + j + k + a[i][j][k] * 2) { printf("FAIL (collapse(3)): b[%d][%d][%d] = %d, expected %d\n", i, j, k, b[i][j][k], i + j + k + a[i][j][k] * 2); return 1; }

    /* run-time bounds with non-zero lower bounds, and a step of 2 on the inner loop */
    volatile int vlo = 3, vhi = NI - 2, vjlo = 5;
    int ilo = vlo, ihi = vhi, jlo = vjlo;
    for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) m[i][j] = -1;
#pragma acc kernels loop collapse(2) copy(m)
    for (int i = ilo; i < ihi; i++)
        for (int j = jlo; j < NJ; j += 2) m[i][j] = i * j;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) {
            int in = i >= ilo && i < ihi && j >= jlo && (j - jlo) % 2 == 0;
            int e = in ? i * j : -1;
            if (m[i][j] != e) { printf("FAIL (collapse(2), bounds/step): m[%d][%d] = %d, expected %d\n", i, j, m[i][j], e); return 1; }
        }

    /* collapse(2) with gang vector and a private temporary */
    for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) m[i][j] = 0;
    int t = -9;
#pragma acc kernels loop gang vector collapse(2) private(t) copyin(a) copy(m)
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) { t = a[i][j][0] + a[i][j][NK - 1]; m[i][j] += t; }
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            if (m[i][j] != a[i][j][0] + a[i][j][NK - 1]) { printf("FAIL (collapse(2) gang vector private): m[%d][%d] = %d, expected %d\n", i, j, m[i][j], a[i][j][0] + a[i][j][NK - 1]); return 1; }
    if (t != -9) { printf("FAIL: host t = %d, expected -9 (private)\n", t); return 1; }
    printf("PASS\n");
    return 0;
}
