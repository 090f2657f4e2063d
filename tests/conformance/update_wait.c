/* Covers: update directive + wait clause (OpenACC 3.3 sec. 2.14.4, 2.16.2): a slow kernel on queue 2 writes present data; `update self(...) wait(2)` without async may not start before queue 2 completes, so the host sees the complete results right after it. Also wait on two queues. */
#include <stdio.h>
#include <openacc.h>

#define N 65536
#define REP 400
static int a[N], c[N];
static unsigned int seed = 0x3A3A3A3Bu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int slow(int v0, unsigned mul)
{
    unsigned v = (unsigned)v0;
    for (int r = 0; r < REP; r++) v = v * mul + 7u;
    return (int)(v % 100000u);
}

int main(void)
{
    static int a0[N], c0[N];
    for (int i = 0; i < N; i++) { a[i] = a0[i] = (int)(xrand() % 1000u); c[i] = c0[i] = (int)(xrand() % 1000u); }
#pragma acc enter data copyin(a, c)
#pragma acc parallel loop present(a) async(2)
    for (int i = 0; i < N; i++) {
        unsigned v = (unsigned)a[i];
        for (int r = 0; r < REP; r++) v = v * 69069u + 7u;
        a[i] = (int)(v % 100000u);
    }
#pragma acc update self(a) wait(2)
    for (int i = 0; i < N; i++) if (a[i] != slow(a0[i], 69069u)) { printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], slow(a0[i], 69069u)); return 1; }
#pragma acc parallel loop present(a) async(3)
    for (int i = 0; i < N; i++) a[i] += 1;
#pragma acc parallel loop present(c) async(4)
    for (int i = 0; i < N; i++) {
        unsigned v = (unsigned)c[i];
        for (int r = 0; r < REP; r++) v = v * 1103515245u + 7u;
        c[i] = (int)(v % 100000u);
    }
#pragma acc update self(a, c) wait(3, 4)
    for (int i = 0; i < N; i++) {
        if (a[i] != slow(a0[i], 69069u) + 1) { printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], slow(a0[i], 69069u) + 1); return 1; }
        if (c[i] != slow(c0[i], 1103515245u)) { printf("FAIL: c[%d] = %d, expected %d\n", i, c[i], slow(c0[i], 1103515245u)); return 1; }
    }
#pragma acc exit data delete(a, c)
    printf("PASS\n");
    return 0;
}
