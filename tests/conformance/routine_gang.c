/* Covers: routine gang (OpenACC 3.3 sec. 2.15.1): a function containing a 'loop gang' (with worker and vector loops inside) called from gang-redundant code of a parallel region (every gang makes the call, the gang loop inside shares the iterations), and a gang routine whose gang loop holds a vector reduction per iteration. */
#include <stdio.h>

#define NI 97
#define NJ 45
static int m[NI][NJ], x[NI][NJ], cnt[NI][NJ];
static long tot[NI];
static unsigned int seed = 0x6A0C6A0Cu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

#pragma acc routine gang
void transform(int (*in)[NJ], int (*out)[NJ], int (*c)[NJ], int f)
{
#pragma acc loop gang
    for (int i = 0; i < NI; i++) {
#pragma acc loop worker vector
        for (int j = 0; j < NJ; j++) { out[i][j] = in[i][j] * f + i - j; c[i][j] += 1; }
    }
}

#pragma acc routine gang
void row_totals(int (*in)[NJ], long *res)
{
#pragma acc loop gang
    for (int i = 0; i < NI; i++) {
        long s = i;
#pragma acc loop vector reduction(+:s)
        for (int j = 0; j < NJ; j++) s += in[i][j];
        res[i] = s;
    }
}

int main(void)
{
    int bad = 0;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) { m[i][j] = (int)(xrand() % 2001u) - 1000; x[i][j] = -1; cnt[i][j] = 0; }

#pragma acc parallel num_gangs(8) copyin(m) copyout(x) copy(cnt)
    {
        transform(m, x, cnt, 7);
    }

    for (int i = 0; i < NI; i++) tot[i] = -1;
#pragma acc parallel copyin(m) copyout(tot)
    {
        row_totals(m, tot);
    }

    for (int i = 0; i < NI; i++) {
        long es = i;
        for (int j = 0; j < NJ; j++) {
            es += m[i][j];
            int e = m[i][j] * 7 + i - j;
            if (x[i][j] != e && bad++ < 10) printf("gang routine: x[%d][%d] = %d, expected %d\n", i, j, x[i][j], e);
            if (cnt[i][j] != 1 && bad++ < 10) printf("gang routine: iteration (%d,%d) ran %d times\n", i, j, cnt[i][j]);
        }
        if (tot[i] != es && bad++ < 10) printf("gang routine, vector reduction: tot[%d] = %ld, expected %ld\n", i, tot[i], es);
    }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
