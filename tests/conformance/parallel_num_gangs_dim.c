/* Covers: `num_gangs` with several arguments on the parallel construct (OpenACC 3.3 sec. 2.5.10, 2.9.2 gang(dim:)): num_gangs(g1, g2) with a gang(dim:2) loop around a gang(dim:1) loop runs every iteration exactly once; an idempotent dim-1 gang loop under num_gangs(g1, g2, g3) gives the right result. */
#include <stdio.h>

#define NI 40
#define NJ 300
static int a[NI][NJ], b[NI][NJ], c[NI * NJ];
static unsigned int seed = 0x0D1A2B3Cu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) { a[i][j] = (int)(xrand() % 1000u); b[i][j] = i * j; }

    /* 1: two gang dimensions; each (i, j) adds to its element exactly once */
#pragma acc parallel num_gangs(8, 4) copyin(a) copy(b)
    {
#pragma acc loop gang(dim:2)
        for (int i = 0; i < NI; i++) {
#pragma acc loop gang(dim:1)
            for (int j = 0; j < NJ; j++) b[i][j] += a[i][j] + 1;
        }
    }
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            if (b[i][j] != i * j + a[i][j] + 1) { printf("FAIL (num_gangs(8, 4)): b[%d][%d] = %d, expected %d\n", i, j, b[i][j], i * j + a[i][j] + 1); return 1; }

    /* 2: three gang dimensions with a run-time size; a gang(dim:1) loop of
       idempotent stores (the other dimensions may repeat it) */
    volatile int g = 5;
    for (int k = 0; k < NI * NJ; k++) c[k] = -1;
#pragma acc parallel num_gangs(g, 2, 2) copyin(a) copyout(c)
    {
#pragma acc loop gang
        for (int k = 0; k < NI * NJ; k++) c[k] = a[k / NJ][k % NJ] * 3 - k;
    }
    for (int k = 0; k < NI * NJ; k++)
        if (c[k] != a[k / NJ][k % NJ] * 3 - k) { printf("FAIL (num_gangs(g, 2, 2)): c[%d] = %d, expected %d\n", k, c[k], a[k / NJ][k % NJ] * 3 - k); return 1; }
    printf("PASS\n");
    return 0;
}
