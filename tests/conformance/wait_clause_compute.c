/* Covers: the wait clause on compute constructs (OpenACC 3.3 sec. 2.5.9, 2.16.2): `parallel wait(1) async(2)`, `serial wait(1,2)`, `kernels wait(3)` and `parallel wait` (no argument: all queues) do not start until the listed queues complete, so they see the results of slow kernels on those queues. */
#include <stdio.h>

#define N 32768
#define REP 300
static int a[N], b[N], c[N], in[N];
static long tot;
static unsigned int seed = 0x3C1A3C1Au;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int slow(int v0)
{
    unsigned v = (unsigned)v0;
    for (int r = 0; r < REP; r++) v = v * 22695477u + 1u;
    return (int)(v % 1000u);
}

int main(void)
{
    for (int i = 0; i < N; i++) { in[i] = (int)(xrand() % 100000u); a[i] = b[i] = c[i] = -1; }
#pragma acc enter data copyin(in) create(a, b, c, tot)
#pragma acc parallel loop present(in, a) async(1)
    for (int i = 0; i < N; i++) {
        unsigned v = (unsigned)in[i];
        for (int r = 0; r < REP; r++) v = v * 22695477u + 1u;
        a[i] = (int)(v % 1000u);
    }
    /* parallel wait(1) async(2): queue 2 starts after queue 1 */
#pragma acc parallel loop present(a, b) wait(1) async(2)
    for (int i = 0; i < N; i++) b[i] = a[i] * 2;
    /* serial waits for both queues */
#pragma acc serial present(a, b, tot) wait(1, 2)
    {
        long t = 0;
        for (int i = 0; i < N; i++) t += a[i] + b[i];
        tot = t;
    }
#pragma acc parallel loop present(b) async(3)
    for (int i = 0; i < N; i++) b[i] += 1;
#pragma acc kernels present(b, c) wait(3)
    for (int i = 0; i < N; i++) c[i] = b[i] * 10;
#pragma acc parallel loop present(c) async(4)
    for (int i = 0; i < N; i++) c[i] += 5;
#pragma acc parallel loop present(c, a) wait
    for (int i = 0; i < N; i++) a[i] = c[i] - 5;
#pragma acc exit data copyout(a, b, c, tot) delete(in)
    long et = 0;
    for (int i = 0; i < N; i++) {
        int s = slow(in[i]);
        et += s + 2 * s;
        if (b[i] != 2 * s + 1) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], 2 * s + 1); return 1; }
        if (c[i] != (2 * s + 1) * 10 + 5) { printf("FAIL: c[%d] = %d, expected %d\n", i, c[i], (2 * s + 1) * 10 + 5); return 1; }
        if (a[i] != (2 * s + 1) * 10) { printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], (2 * s + 1) * 10); return 1; }
    }
    if (tot != et) { printf("FAIL: tot = %ld, expected %ld\n", tot, et); return 1; }
    printf("PASS\n");
    return 0;
}
