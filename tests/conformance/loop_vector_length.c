/* Covers: loop vector(n) and vector(length:n) in kernels regions (OpenACC 3.3 sec. 2.9.4: the argument sets the vector length, allowed when the kernels construct has no vector_length clause); lengths that are and are not multiples of 32; results must not depend on the length. */
#include <stdio.h>

#define NI 37
#define NJ 301
static int m[NI][NJ], x[NI][NJ], y[NI][NJ], z[NI][NJ];
static unsigned int seed = 0x27182818u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0, vl = 128;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) { m[i][j] = (int)(xrand() % 2001u) - 1000; x[i][j] = y[i][j] = z[i][j] = -1; }

#pragma acc kernels copyin(m) copyout(x, y)
    {
#pragma acc loop gang
        for (int i = 0; i < NI; i++) {
#pragma acc loop vector(64)
            for (int j = 0; j < NJ; j++) x[i][j] = m[i][j] + i * 1000;
        }
#pragma acc loop gang
        for (int i = 0; i < NI; i++) {
#pragma acc loop vector(length:vl)
            for (int j = 0; j < NJ; j++) y[i][j] = m[i][j] * 3 - j;
        }
    }

#pragma acc kernels loop gang vector(length:48) copyin(m) copyout(z)
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) z[i][j] = m[i][j] - i + j;

    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) {
            if (x[i][j] != m[i][j] + i * 1000 && bad++ < 10) printf("vector(64): x[%d][%d] = %d, expected %d\n", i, j, x[i][j], m[i][j] + i * 1000);
            if (y[i][j] != m[i][j] * 3 - j && bad++ < 10) printf("vector(length:vl): y[%d][%d] = %d, expected %d\n", i, j, y[i][j], m[i][j] * 3 - j);
            if (z[i][j] != m[i][j] - i + j && bad++ < 10) printf("gang vector(length:48): z[%d][%d] = %d, expected %d\n", i, j, z[i][j], m[i][j] - i + j);
        }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
