/* Covers: loop tile(*) and tile(*,*) (OpenACC 3.3 sec. 2.9.8: '*' lets the implementation choose the tile size), mixed with a constant size, in parallel and kernels, with a reduction; every iteration runs exactly once. */
#include <stdio.h>

#define NI 75
#define NJ 33
static int m[NI][NJ], x[NI][NJ], y[NI][NJ], cnt[NI][NJ], v[NI * NJ], w[NI * NJ];
static unsigned int seed = 0x57A257A2u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0;
    long sum = 17;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) { m[i][j] = (int)(xrand() % 2001u) - 1000; x[i][j] = y[i][j] = -1; cnt[i][j] = 0; }
    for (int i = 0; i < NI * NJ; i++) { v[i] = (int)(xrand() % 2001u) - 1000; w[i] = -1; }

#pragma acc parallel loop tile(*, *) copyin(m) copyout(x) copy(cnt)
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) { x[i][j] = m[i][j] + 3 * i * j; cnt[i][j] += 1; }

#pragma acc kernels copyin(m) copyout(y)
    {
#pragma acc loop independent tile(*, 8)
        for (int i = 0; i < NI; i++)
            for (int j = 0; j < NJ; j++) y[i][j] = m[i][j] * 5 - j;
    }

#pragma acc parallel loop tile(*) reduction(+:sum) copyin(v) copyout(w)
    for (int i = 0; i < NI * NJ; i++) { w[i] = v[i] - i; sum += v[i]; }

    long es = 17;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) {
            if (x[i][j] != m[i][j] + 3 * i * j && bad++ < 10) printf("tile(*,*): x[%d][%d] = %d, expected %d\n", i, j, x[i][j], m[i][j] + 3 * i * j);
            if (cnt[i][j] != 1 && bad++ < 10) printf("tile(*,*): iteration (%d,%d) ran %d times\n", i, j, cnt[i][j]);
            if (y[i][j] != m[i][j] * 5 - j && bad++ < 10) printf("tile(*,8): y[%d][%d] = %d, expected %d\n", i, j, y[i][j], m[i][j] * 5 - j);
        }
    for (int i = 0; i < NI * NJ; i++) {
        es += v[i];
        if (w[i] != v[i] - i && bad++ < 10) printf("tile(*): w[%d] = %d, expected %d\n", i, w[i], v[i] - i);
    }
    if (sum != es) { printf("tile(*) reduction: sum = %ld, expected %ld\n", sum, es); bad++; }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
