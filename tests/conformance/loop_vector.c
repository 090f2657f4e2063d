/* Covers: loop vector (OpenACC 3.3 sec. 2.9.4) without an argument: a vector loop alone in a one-gang parallel region, inside a gang loop (with and without vector_length), in kernels, in a serial region and as parallel loop gang vector; non-multiple-of-32 trip counts; every iteration runs exactly once. */
#include <stdio.h>

#define N 1003
#define NI 41
#define NJ 99
static int a[N], b[N], c[N], cnt[N], m[NI][NJ], x[NI][NJ], y[NI][NJ], z[NI][NJ], cnt2[NI][NJ];
static unsigned int seed = 0xABCDEF01u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0;
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 2001u) - 1000; b[i] = c[i] = -1; cnt[i] = 0; }
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) { m[i][j] = (int)(xrand() % 2001u) - 1000; x[i][j] = y[i][j] = z[i][j] = -1; cnt2[i][j] = 0; }

#pragma acc parallel num_gangs(1) vector_length(64) copyin(a) copyout(b) copy(cnt)
    {
#pragma acc loop vector
        for (int i = 0; i < N; i++) { b[i] = a[i] * 5 + 3; cnt[i] += 1; }
    }

#pragma acc serial copyin(a) copyout(c)
    {
#pragma acc loop vector
        for (int i = 0; i < N; i++) c[i] = a[i] - 11;
    }

#pragma acc parallel vector_length(96) copyin(m) copyout(x) copy(cnt2)
    {
#pragma acc loop gang
        for (int i = 0; i < NI; i++) {
#pragma acc loop vector
            for (int j = 0; j < NJ; j++) { x[i][j] = m[i][j] + 2 * i - j; cnt2[i][j] += 1; }
        }
    }

#pragma acc kernels copyin(m) copyout(y)
    {
#pragma acc loop gang
        for (int i = 0; i < NI; i++) {
#pragma acc loop vector
            for (int j = 0; j < NJ; j++) y[i][j] = m[i][j] * (j + 1);
        }
    }

#pragma acc parallel loop gang vector copyin(m) copyout(z)
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) z[i][j] = m[i][j] | j;

    for (int i = 0; i < N; i++) {
        if (b[i] != a[i] * 5 + 3 && bad++ < 10) printf("vector alone: b[%d] = %d, expected %d\n", i, b[i], a[i] * 5 + 3);
        if (cnt[i] != 1 && bad++ < 10) printf("vector alone: iteration %d ran %d times\n", i, cnt[i]);
        if (c[i] != a[i] - 11 && bad++ < 10) printf("serial vector: c[%d] = %d, expected %d\n", i, c[i], a[i] - 11);
    }
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) {
            if (x[i][j] != m[i][j] + 2 * i - j && bad++ < 10) printf("gang/vector: x[%d][%d] = %d, expected %d\n", i, j, x[i][j], m[i][j] + 2 * i - j);
            if (cnt2[i][j] != 1 && bad++ < 10) printf("gang/vector: iteration (%d,%d) ran %d times\n", i, j, cnt2[i][j]);
            if (y[i][j] != m[i][j] * (j + 1) && bad++ < 10) printf("kernels gang/vector: y[%d][%d] = %d, expected %d\n", i, j, y[i][j], m[i][j] * (j + 1));
            if (z[i][j] != (m[i][j] | j) && bad++ < 10) printf("gang vector: z[%d][%d] = %d, expected %d\n", i, j, z[i][j], m[i][j] | j);
        }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
