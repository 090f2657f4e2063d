/* Covers: data construct + wait clause (OpenACC 3.3 sec. 2.6.5 "wait clause", 2.16.2): a slow kernel on async queue 2 writes present data; a data construct with wait(2) (and no async) may not start until queue 2 has completed, so compute constructs inside the region see the kernel's results. */
#include <stdio.h>
#include <openacc.h>

#define N 65536
#define REP 400
static int x[N], c[N], b[N];
static unsigned int seed = 0x3C3C5A5Au;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int slow(int i)
{
    unsigned v = (unsigned)i;
    for (int r = 0; r < REP; r++) v = v * 1103515245u + 12345u;
    return (int)(v % 1000u);
}

int main(void)
{
    for (int i = 0; i < N; i++) { c[i] = (int)(xrand() % 1000u); b[i] = -1; x[i] = -1; }
#pragma acc enter data create(x)
#pragma acc parallel loop present(x) async(2)
    for (int i = 0; i < N; i++) {
        unsigned v = (unsigned)i;
        for (int r = 0; r < REP; r++) v = v * 1103515245u + 12345u;
        x[i] = (int)(v % 1000u);
    }
#pragma acc data copyin(c) copyout(b) wait(2)
    {
#pragma acc parallel loop present(x, c, b)
        for (int i = 0; i < N; i++)
            b[i] = x[i] + c[i];
    }
#pragma acc exit data delete(x)
    for (int i = 0; i < N; i++) {
        int e = slow(i) + c[i];
        if (b[i] != e) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
