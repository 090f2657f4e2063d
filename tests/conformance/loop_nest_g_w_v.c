/* Covers: loop nest gang / worker / vector (three nested loops: loop gang, loop worker, loop vector) in parallel with default sizes, in parallel with num_gangs/num_workers/vector_length, and in kernels (OpenACC 3.3 secs. 2.9.2-2.9.4); trip counts not multiples of 32; every iteration runs exactly once. */
#include <stdio.h>

#define NI 37
#define NJ 19
#define NK 67
static int a[NI][NJ][NK], out[NI][NJ][NK], cnt[NI][NJ][NK];
static unsigned int seed = 0x1A2B3C4Du;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static void reset(void)
{
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            for (int k = 0; k < NK; k++)
                { out[i][j][k] = -1; cnt[i][j][k] = 0; }
}

static int check(const char *what, int salt)
{
    int bad = 0;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            for (int k = 0; k < NK; k++)
                {
                    int gi = i * 3 + salt; int wj = gi - j;
                    int e = a[i][j][k] * 3 + wj + k;
                    if (out[i][j][k] != e && bad++ < 10) printf("%s: out[%d][%d][%d] = %d, expected %d\n", what, i, j, k, out[i][j][k], e);
                    if (cnt[i][j][k] != 1 && bad++ < 10) printf("%s: iteration (%d,%d,%d) ran %d times\n", what, i, j, k, cnt[i][j][k]);
                }
    return bad;
}

int main(void)
{
    int bad = 0, salt;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            for (int k = 0; k < NK; k++)
                a[i][j][k] = (int)(xrand() % 2001u) - 1000;

    /* parallel, default sizes */
    reset();
    salt = 1;
#pragma acc parallel copyin(a) copy(out, cnt)
    {
#pragma acc loop gang
        for (int i = 0; i < NI; i++) {
            int gi = i * 3 + salt;
#pragma acc loop worker
            for (int j = 0; j < NJ; j++) {
                int wj = gi - j;
#pragma acc loop vector
                for (int k = 0; k < NK; k++) {
                    out[i][j][k] = a[i][j][k] * 3 + wj + k;
                    cnt[i][j][k] += 1;
                }
            }
        }
    }
    bad += check("parallel, default sizes", salt);

    /* parallel, num_gangs/num_workers/vector_length */
    reset();
    salt = 8;
#pragma acc parallel num_gangs(5) num_workers(3) vector_length(96) copyin(a) copy(out, cnt)
    {
#pragma acc loop gang
        for (int i = 0; i < NI; i++) {
            int gi = i * 3 + salt;
#pragma acc loop worker
            for (int j = 0; j < NJ; j++) {
                int wj = gi - j;
#pragma acc loop vector
                for (int k = 0; k < NK; k++) {
                    out[i][j][k] = a[i][j][k] * 3 + wj + k;
                    cnt[i][j][k] += 1;
                }
            }
        }
    }
    bad += check("parallel, num_gangs/num_workers/vector_length", salt);

    /* kernels */
    reset();
    salt = 15;
#pragma acc kernels copyin(a) copy(out, cnt)
    {
#pragma acc loop gang
        for (int i = 0; i < NI; i++) {
            int gi = i * 3 + salt;
#pragma acc loop worker
            for (int j = 0; j < NJ; j++) {
                int wj = gi - j;
#pragma acc loop vector
                for (int k = 0; k < NK; k++) {
                    out[i][j][k] = a[i][j][k] * 3 + wj + k;
                    cnt[i][j][k] += 1;
                }
            }
        }
    }
    bad += check("kernels", salt);

    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
