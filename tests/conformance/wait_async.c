/* Covers: the wait directive with an async clause (OpenACC 3.3 sec. 2.16.3): `wait(1) async(2)` does not block the local thread but makes queue 2 wait for queue 1, so a kernel on queue 2 sees the results of a slow kernel on queue 1; waiting on queue 2 alone then suffices. */
#include <stdio.h>

#define N 65536
#define REP 400
static int a[N], b[N], in[N];
static unsigned int seed = 0x0A5C0A5Cu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int slow(int v0)
{
    unsigned v = (unsigned)v0;
    for (int r = 0; r < REP; r++) v = v * 1664525u + 1013904223u;
    return (int)(v % 10000u);
}

int main(void)
{
    for (int i = 0; i < N; i++) { in[i] = (int)(xrand() % 100000u); a[i] = b[i] = -1; }
#pragma acc enter data copyin(in) create(a, b)
#pragma acc parallel loop present(in, a) async(1)
    for (int i = 0; i < N; i++) {
        unsigned v = (unsigned)in[i];
        for (int r = 0; r < REP; r++) v = v * 1664525u + 1013904223u;
        a[i] = (int)(v % 10000u);
    }
#pragma acc wait(1) async(2)
#pragma acc parallel loop present(a, b) async(2)
    for (int i = 0; i < N; i++) b[i] = a[i] + 1;
#pragma acc update self(b) async(2)
#pragma acc wait(2)
    for (int i = 0; i < N; i++) if (b[i] != slow(in[i]) + 1) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], slow(in[i]) + 1); return 1; }
#pragma acc exit data delete(in, a, b)
    printf("PASS\n");
    return 0;
}
