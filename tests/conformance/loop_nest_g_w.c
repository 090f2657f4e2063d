/* Covers: loop nest gang / worker (two nested loops: loop gang, loop worker) in parallel with default sizes, in parallel with num_gangs/num_workers/vector_length, and in kernels (OpenACC 3.3 secs. 2.9.2-2.9.4); trip counts not multiples of 32; every iteration runs exactly once. */
#include <stdio.h>

#define NI 101
#define NJ 67
static int a[NI][NJ], out[NI][NJ], cnt[NI][NJ];
static unsigned int seed = 0x5E6F7081u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static void reset(void)
{
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            { out[i][j] = -1; cnt[i][j] = 0; }
}

static int check(const char *what, int salt)
{
    int bad = 0;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            {
                int gi = i * 5 + salt;
                int e = a[i][j] * 3 + gi - j;
                if (out[i][j] != e && bad++ < 10) printf("%s: out[%d][%d] = %d, expected %d\n", what, i, j, out[i][j], e);
                if (cnt[i][j] != 1 && bad++ < 10) printf("%s: iteration (%d,%d) ran %d times\n", what, i, j, cnt[i][j]);
            }
    return bad;
}

int main(void)
{
    int bad = 0, salt;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            a[i][j] = (int)(xrand() % 2001u) - 1000;

    /* parallel, default sizes */
    reset();
    salt = 1;
#pragma acc parallel copyin(a) copy(out, cnt)
    {
#pragma acc loop gang
        for (int i = 0; i < NI; i++) {
            int gi = i * 5 + salt;
#pragma acc loop worker
            for (int j = 0; j < NJ; j++) {
                out[i][j] = a[i][j] * 3 + gi - j;
                cnt[i][j] += 1;
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
            int gi = i * 5 + salt;
#pragma acc loop worker
            for (int j = 0; j < NJ; j++) {
                out[i][j] = a[i][j] * 3 + gi - j;
                cnt[i][j] += 1;
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
            int gi = i * 5 + salt;
#pragma acc loop worker
            for (int j = 0; j < NJ; j++) {
                out[i][j] = a[i][j] * 3 + gi - j;
                cnt[i][j] += 1;
            }
        }
    }
    bad += check("kernels", salt);

    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
