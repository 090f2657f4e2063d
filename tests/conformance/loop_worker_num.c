/* Covers: loop worker(n) and worker(num:n) in kernels regions (OpenACC 3.3 sec. 2.9.3: the argument sets the number of workers, allowed only when the loop is in a kernels construct without num_workers); results must not depend on the count. */
#include <stdio.h>

#define NI 53
#define NJ 77
static int m[NI][NJ], x[NI][NJ], y[NI][NJ], z[NI][NJ];
static unsigned int seed = 0x31415926u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0, nw = 6;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) { m[i][j] = (int)(xrand() % 2001u) - 1000; x[i][j] = y[i][j] = z[i][j] = -1; }

#pragma acc kernels copyin(m) copyout(x, y)
    {
#pragma acc loop gang
        for (int i = 0; i < NI; i++) {
#pragma acc loop worker(4)
            for (int j = 0; j < NJ; j++) x[i][j] = m[i][j] * 3 + i;
        }
#pragma acc loop gang
        for (int i = 0; i < NI; i++) {
#pragma acc loop worker(num:nw)
            for (int j = 0; j < NJ; j++) y[i][j] = m[i][j] - j * i;
        }
    }

    /* combined kernels loop: gang worker(n) on one loop, vector inside */
#pragma acc kernels loop gang worker(num:2) copyin(m) copyout(z)
    for (int i = 0; i < NI; i++) {
#pragma acc loop vector
        for (int j = 0; j < NJ; j++) z[i][j] = m[i][j] * m[i][j] - 1;
    }

    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) {
            if (x[i][j] != m[i][j] * 3 + i && bad++ < 10) printf("worker(4): x[%d][%d] = %d, expected %d\n", i, j, x[i][j], m[i][j] * 3 + i);
            if (y[i][j] != m[i][j] - j * i && bad++ < 10) printf("worker(num:nw): y[%d][%d] = %d, expected %d\n", i, j, y[i][j], m[i][j] - j * i);
            if (z[i][j] != m[i][j] * m[i][j] - 1 && bad++ < 10) printf("gang worker(num:2): z[%d][%d] = %d, expected %d\n", i, j, z[i][j], m[i][j] * m[i][j] - 1);
        }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
