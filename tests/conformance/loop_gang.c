/* Covers: loop gang (OpenACC 3.3 sec. 2.9.2) without arguments: gang-partitioned loops in parallel (with and without num_gangs), kernels and serial regions, with a sequential inner loop per gang iteration; every iteration runs exactly once. */
#include <stdio.h>

#define N 1003
#define M 37
static int a[N][M], rs[N], b[N], c[N], d[N], cnt[N];
static unsigned int seed = 0x1234ABCDu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0;
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < M; j++) a[i][j] = (int)(xrand() % 2001u) - 1000;
        rs[i] = b[i] = c[i] = d[i] = -1; cnt[i] = 0;
    }

    /* parallel, default number of gangs; inner loop is sequential within the gang */
#pragma acc parallel copyin(a) copyout(rs) copy(cnt)
    {
#pragma acc loop gang
        for (int i = 0; i < N; i++) {
            int s = 0;
            for (int j = 0; j < M; j++) s += a[i][j] * (j + 1);
            rs[i] = s;
            cnt[i] += 1;
        }
    }

    /* combined construct with num_gangs */
#pragma acc parallel loop gang num_gangs(13) copyin(a) copyout(b)
    for (int i = 0; i < N; i++) b[i] = a[i][0] - a[i][M - 1] + i;

    /* kernels */
#pragma acc kernels copyin(a) copyout(c)
    {
#pragma acc loop gang
        for (int i = 0; i < N; i++) c[i] = a[i][1] * 2 + a[i][2];
    }

    /* serial: one gang executes every iteration */
#pragma acc serial copyin(a) copyout(d)
    {
#pragma acc loop gang
        for (int i = 0; i < N; i++) d[i] = a[i][3] ^ i;
    }

    for (int i = 0; i < N; i++) {
        int s = 0;
        for (int j = 0; j < M; j++) s += a[i][j] * (j + 1);
        if (rs[i] != s && bad++ < 10) printf("parallel gang: rs[%d] = %d, expected %d\n", i, rs[i], s);
        if (cnt[i] != 1 && bad++ < 10) printf("parallel gang: iteration %d ran %d times\n", i, cnt[i]);
        int eb = a[i][0] - a[i][M - 1] + i;
        if (b[i] != eb && bad++ < 10) printf("num_gangs(13) gang: b[%d] = %d, expected %d\n", i, b[i], eb);
        int ec = a[i][1] * 2 + a[i][2];
        if (c[i] != ec && bad++ < 10) printf("kernels gang: c[%d] = %d, expected %d\n", i, c[i], ec);
        int ed = a[i][3] ^ i;
        if (d[i] != ed && bad++ < 10) printf("serial gang: d[%d] = %d, expected %d\n", i, d[i], ed);
    }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
