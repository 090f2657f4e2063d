/* Covers: enter data + wait clause (OpenACC 3.3 sec. 2.6.6, 2.16.2): a slow kernel on queue 1 updates present data; `enter data copyin(...) wait(1)` without async may not start before queue 1 has completed, so once it returns the kernel's results are complete: a synchronous update self and a synchronous compute construct see them. */
#include <stdio.h>
#include <openacc.h>

#define N 65536
#define REP 400
static int x[N], xin[N], y[N], b[N];
static unsigned int seed = 0x0F0F0F0Eu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int slow(int i, int x0)
{
    unsigned v = (unsigned)i;
    for (int r = 0; r < REP; r++) v = v * 1664525u + 1013904223u;
    return (int)(v % 5000u) + x0;
}

int main(void)
{
    for (int i = 0; i < N; i++) { x[i] = xin[i] = (int)(xrand() % 100u); y[i] = (int)(xrand() % 100u); b[i] = -1; }
#pragma acc enter data copyin(x)
#pragma acc parallel loop present(x) async(1)
    for (int i = 0; i < N; i++) {
        unsigned v = (unsigned)i;
        for (int r = 0; r < REP; r++) v = v * 1664525u + 1013904223u;
        x[i] = (int)(v % 5000u) + x[i];
    }
#pragma acc enter data copyin(y) wait(1)
#pragma acc update self(x)
    for (int i = 0; i < N; i++) {
        int ex = slow(i, xin[i]);
        if (x[i] != ex) { printf("FAIL: x[%d] = %d after enter data wait(1), expected %d\n", i, x[i], ex); return 1; }
    }
#pragma acc parallel loop present(x, y) copyout(b)
    for (int i = 0; i < N; i++) b[i] = x[i] - y[i];
#pragma acc exit data delete(x, y)
    for (int i = 0; i < N; i++) {
        int e = slow(i, xin[i]) - y[i];
        if (b[i] != e) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
