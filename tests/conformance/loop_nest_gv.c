/* Covers: loop nest gang vector (a single loop: loop gang vector) in parallel with default sizes, in parallel with num_gangs/num_workers/vector_length, and in kernels (OpenACC 3.3 secs. 2.9.2-2.9.4); trip counts not multiples of 32; every iteration runs exactly once. */
#include <stdio.h>

#define NI 4099
static int a[NI], out[NI], cnt[NI];
static unsigned int seed = 0x8192A3B4u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static void reset(void)
{
    for (int i = 0; i < NI; i++)
        { out[i] = -1; cnt[i] = 0; }
}

static int check(const char *what, int salt)
{
    int bad = 0;
    for (int i = 0; i < NI; i++)
        {
            
            int e = a[i] * 3 + salt - i;
            if (out[i] != e && bad++ < 10) printf("%s: out[%d] = %d, expected %d\n", what, i, out[i], e);
            if (cnt[i] != 1 && bad++ < 10) printf("%s: iteration (%d) ran %d times\n", what, i, cnt[i]);
        }
    return bad;
}

int main(void)
{
    int bad = 0, salt;
    for (int i = 0; i < NI; i++)
        a[i] = (int)(xrand() % 2001u) - 1000;

    /* parallel, default sizes */
    reset();
    salt = 1;
#pragma acc parallel copyin(a) copy(out, cnt)
    {
#pragma acc loop gang vector
        for (int i = 0; i < NI; i++) {
            out[i] = a[i] * 3 + salt - i;
            cnt[i] += 1;
        }
    }
    bad += check("parallel, default sizes", salt);

    /* parallel, num_gangs/num_workers/vector_length */
    reset();
    salt = 8;
#pragma acc parallel num_gangs(5) num_workers(3) vector_length(96) copyin(a) copy(out, cnt)
    {
#pragma acc loop gang vector
        for (int i = 0; i < NI; i++) {
            out[i] = a[i] * 3 + salt - i;
            cnt[i] += 1;
        }
    }
    bad += check("parallel, num_gangs/num_workers/vector_length", salt);

    /* kernels */
    reset();
    salt = 15;
#pragma acc kernels copyin(a) copy(out, cnt)
    {
#pragma acc loop gang vector
        for (int i = 0; i < NI; i++) {
            out[i] = a[i] * 3 + salt - i;
            cnt[i] += 1;
        }
    }
    bad += check("kernels", salt);

    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
