/* Covers: loop worker (OpenACC 3.3 sec. 2.9.3) without an argument: a worker loop alone in a one-gang parallel region, a worker loop inside a gang loop (with and without num_workers), in kernels and in a combined parallel loop gang worker; non-multiple-of-32 trip counts; every iteration runs exactly once. */
#include <stdio.h>

#define N 1001
#define NI 67
#define NJ 45
static int a[N], b[N], cnt[N], m[NI][NJ], x[NI][NJ], y[NI][NJ], z[NI][NJ], cnt2[NI][NJ];
static unsigned int seed = 0xFACE0FF1u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0;
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 2001u) - 1000; b[i] = -1; cnt[i] = 0; }
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) { m[i][j] = (int)(xrand() % 2001u) - 1000; x[i][j] = y[i][j] = z[i][j] = -1; cnt2[i][j] = 0; }

    /* a worker loop in a single gang: the workers share the iterations */
#pragma acc parallel num_gangs(1) num_workers(5) copyin(a) copyout(b) copy(cnt)
    {
#pragma acc loop worker
        for (int i = 0; i < N; i++) { b[i] = a[i] * 7 - i; cnt[i] += 1; }
    }

    /* gang loop containing a worker loop */
#pragma acc parallel num_workers(4) copyin(m) copyout(x) copy(cnt2)
    {
#pragma acc loop gang
        for (int i = 0; i < NI; i++) {
#pragma acc loop worker
            for (int j = 0; j < NJ; j++) { x[i][j] = m[i][j] + i * j; cnt2[i][j] += 1; }
        }
    }

    /* kernels, default worker count */
#pragma acc kernels copyin(m) copyout(y)
    {
#pragma acc loop gang
        for (int i = 0; i < NI; i++) {
#pragma acc loop worker
            for (int j = 0; j < NJ; j++) y[i][j] = m[i][j] * 2 - j;
        }
    }

    /* combined parallel loop with gang worker on one loop */
#pragma acc parallel loop gang worker num_workers(3) copyin(m) copyout(z)
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) z[i][j] = m[i][j] ^ (i + j);

    for (int i = 0; i < N; i++) {
        if (b[i] != a[i] * 7 - i && bad++ < 10) printf("worker alone: b[%d] = %d, expected %d\n", i, b[i], a[i] * 7 - i);
        if (cnt[i] != 1 && bad++ < 10) printf("worker alone: iteration %d ran %d times\n", i, cnt[i]);
    }
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) {
            if (x[i][j] != m[i][j] + i * j && bad++ < 10) printf("gang/worker: x[%d][%d] = %d, expected %d\n", i, j, x[i][j], m[i][j] + i * j);
            if (cnt2[i][j] != 1 && bad++ < 10) printf("gang/worker: iteration (%d,%d) ran %d times\n", i, j, cnt2[i][j]);
            if (y[i][j] != m[i][j] * 2 - j && bad++ < 10) printf("kernels gang/worker: y[%d][%d] = %d, expected %d\n", i, j, y[i][j], m[i][j] * 2 - j);
            if (z[i][j] != (m[i][j] ^ (i + j)) && bad++ < 10) printf("gang worker: z[%d][%d] = %d, expected %d\n", i, j, z[i][j], m[i][j] ^ (i + j));
        }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
