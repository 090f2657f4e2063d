/* Covers: completion of vector and worker loops (OpenACC 3.3 secs. 2.2.3 and 2.9): code that follows a vector loop in the same worker (vector-single mode), or a worker loop in the same gang (worker-single mode), sees every element the loop wrote, including elements written by other vector lanes or workers; vector lengths of one, two and three warps, in parallel and kernels. */
#include <stdio.h>

#define NI 23
#define NJ 6
#define NK 300
static int a[NI][NJ][NK], t[NI][NJ][NK], o[NI][NJ], g[NI], tw[NI][NJ];
static unsigned int seed = 0x5C5C5C5Cu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int check(const char *what)
{
    int bad = 0;
    for (int i = 0; i < NI; i++) {
        for (int j = 0; j < NJ; j++) {
            int e = a[i][j][0] + (a[i][j][NK - 1] + NK - 1) + (a[i][j][NK / 2] + NK / 2);
            if (o[i][j] != e && bad++ < 10) printf("%s: after vector loop o[%d][%d] = %d, expected %d\n", what, i, j, o[i][j], e);
        }
        int eg2 = (0 * 3 + i) + ((NJ - 1) * 3 + i);
        if (g[i] != eg2 && bad++ < 10) printf("%s: after worker loop g[%d] = %d, expected %d\n", what, i, g[i], eg2);
    }
    for (int i = 0; i < NI; i++) {
        g[i] = -1;
        for (int j = 0; j < NJ; j++) { o[i][j] = -1; tw[i][j] = -1; for (int k = 0; k < NK; k++) t[i][j][k] = -1; }
    }
    return bad;
}

int main(void)
{
    int bad = 0;
    for (int i = 0; i < NI; i++) {
        g[i] = -1;
        for (int j = 0; j < NJ; j++) { o[i][j] = -1; tw[i][j] = -1; for (int k = 0; k < NK; k++) { a[i][j][k] = (int)(xrand() % 2001u) - 1000; t[i][j][k] = -1; } }
    }

#define BODY \
    for (int i = 0; i < NI; i++) { \
        _Pragma("acc loop worker") \
        for (int j = 0; j < NJ; j++) { \
            _Pragma("acc loop vector") \
            for (int k = 0; k < NK; k++) t[i][j][k] = a[i][j][k] + k; \
            o[i][j] = t[i][j][0] + t[i][j][NK - 1] + t[i][j][NK / 2]; \
            tw[i][j] = j * 3 + i; \
        } \
        g[i] = tw[i][0] + tw[i][NJ - 1]; \
    }

#pragma acc parallel num_workers(3) vector_length(96) copyin(a) copy(t, o, g, tw)
    {
#pragma acc loop gang
        BODY
    }
    bad += check("vector_length(96)");

#pragma acc parallel num_workers(2) vector_length(64) copyin(a) copy(t, o, g, tw)
    {
#pragma acc loop gang
        BODY
    }
    bad += check("vector_length(64)");

#pragma acc parallel num_workers(6) vector_length(32) copyin(a) copy(t, o, g, tw)
    {
#pragma acc loop gang
        BODY
    }
    bad += check("vector_length(32)");

#pragma acc kernels copyin(a) copy(t, o, g, tw)
    {
#pragma acc loop gang
        BODY
    }
    bad += check("kernels");

    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
