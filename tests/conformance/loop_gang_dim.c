/* Covers: loop gang(dim:n) with a multi-dimensional num_gangs(a,b[,c]) on parallel (OpenACC 3.3 secs. 2.5.10 and 2.9.2): a gang(dim:2) loop containing a gang(dim:1) loop, and a three-level dim:3/dim:2/dim:1 nest; each iteration runs exactly once. */
#include <stdio.h>

#define NI 23
#define NJ 57
#define NK 11
static int a[NI][NJ], b[NI][NJ], cnt2[NI][NJ], c[NK][NI][NJ], cnt3[NK][NI][NJ];
static unsigned int seed = 0xD1D2D3D4u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) {
            a[i][j] = (int)(xrand() % 2001u) - 1000; b[i][j] = -1; cnt2[i][j] = 0;
            for (int k = 0; k < NK; k++) { c[k][i][j] = -1; cnt3[k][i][j] = 0; }
        }

#pragma acc parallel num_gangs(4, 6) copyin(a) copyout(b) copy(cnt2)
    {
#pragma acc loop gang(dim:2)
        for (int i = 0; i < NI; i++) {
#pragma acc loop gang(dim:1)
            for (int j = 0; j < NJ; j++) {
                b[i][j] = a[i][j] * 5 - i + j;
                cnt2[i][j] += 1;
            }
        }
    }

#pragma acc parallel num_gangs(3, 2, 5) vector_length(32) copyin(a) copyout(c) copy(cnt3)
    {
#pragma acc loop gang(dim:3)
        for (int k = 0; k < NK; k++) {
#pragma acc loop gang(dim:2)
            for (int i = 0; i < NI; i++) {
#pragma acc loop gang(dim:1) vector
                for (int j = 0; j < NJ; j++) {
                    c[k][i][j] = a[i][j] * k + 1;
                    cnt3[k][i][j] += 1;
                }
            }
        }
    }

    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) {
            int eb = a[i][j] * 5 - i + j;
            if (b[i][j] != eb && bad++ < 10) printf("dim:2/dim:1: b[%d][%d] = %d, expected %d\n", i, j, b[i][j], eb);
            if (cnt2[i][j] != 1 && bad++ < 10) printf("dim:2/dim:1: iteration (%d,%d) ran %d times\n", i, j, cnt2[i][j]);
            for (int k = 0; k < NK; k++) {
                int ec = a[i][j] * k + 1;
                if (c[k][i][j] != ec && bad++ < 10) printf("dim:3/2/1: c[%d][%d][%d] = %d, expected %d\n", k, i, j, c[k][i][j], ec);
                if (cnt3[k][i][j] != 1 && bad++ < 10) printf("dim:3/2/1: iteration (%d,%d,%d) ran %d times\n", k, i, j, cnt3[k][i][j]);
            }
        }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
