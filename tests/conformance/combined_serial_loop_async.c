/* Covers: `async` clause on the combined serial loop construct (OpenACC 3.3 sec. 2.11, 2.16.1): async(n) with the construct's own copies, in-order execution of loops on one queue, independent queues both completing, async with no argument and async(expr); the host waits before reading results. */
#include <stdio.h>
#include <openacc.h>

#define N 65536
static int a[N], b[N], c[N], d[N], x[N], y[N], e[N], e2[N];
static unsigned int seed = 0xA5C11002u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int check(const char *what, const int *got, const int *exp)
{
    for (int i = 0; i < N; i++)
        if (got[i] != exp[i]) { printf("FAIL (%s): [%d] = %d, expected %d\n", what, i, got[i], exp[i]); return 1; }
    return 0;
}

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = (int)(xrand() % 100000u);

    /* the construct's copyin/copyout are part of the queued work */
    for (int i = 0; i < N; i++) { b[i] = -1; e[i] = 3 * a[i] + 1; }
#pragma acc serial loop async(1) copyin(a) copyout(b)
    for (int i = 0; i < N; i++) b[i] = 3 * a[i] + 1;
#pragma acc wait(1)
    if (check("async(1)", b, e)) return 1;

    /* three loops on one queue run in order */
    for (int i = 0; i < N; i++) { x[i] = -1; y[i] = -1; e[i] = ((a[i] + 1) * 2 + (a[N - 1 - i] + 1)) - 5; }
#pragma acc data copyin(a) create(x) copyout(y)
    {
#pragma acc serial loop async(2) present(a, x)
        for (int i = 0; i < N; i++) x[i] = a[i] + 1;
#pragma acc serial loop async(2) present(x, y)
        for (int i = 0; i < N; i++) y[i] = x[i] * 2 + x[N - 1 - i];
#pragma acc serial loop async(2) present(y)
        for (int i = 0; i < N; i++) y[i] -= 5;
#pragma acc wait(2)
    }
    if (check("same queue in order", y, e)) return 1;

    /* independent queues */
    for (int i = 0; i < N; i++) { c[i] = -1; d[i] = -1; e[i] = a[i] ^ 0x5A5A; e2[i] = a[i] * 7 - i; }
#pragma acc data copyin(a) copyout(c, d)
    {
#pragma acc serial loop async(3) present(a, c)
        for (int i = 0; i < N; i++) c[i] = a[i] ^ 0x5A5A;
#pragma acc serial loop async(4) present(a, d)
        for (int i = 0; i < N; i++) d[i] = a[i] * 7 - i;
#pragma acc wait(3)
#pragma acc wait(4)
    }
    if (check("queue 3", c, e) || check("queue 4", d, e2)) return 1;

    /* no argument, then a run-time queue number */
    for (int i = 0; i < N; i++) { b[i] = -1; e[i] = a[i] - 17; }
#pragma acc serial loop async copyin(a) copyout(b)
    for (int i = 0; i < N; i++) b[i] = a[i] - 17;
#pragma acc wait
    if (check("async (noval)", b, e)) return 1;
    volatile int vq = 12;
    int q = vq;
    for (int i = 0; i < N; i++) { b[i] = -1; e[i] = a[i] % 1000 + 12; }
#pragma acc serial loop async(q) copyin(a) copyout(b)
    for (int i = 0; i < N; i++) b[i] = a[i] % 1000 + 12;
    acc_wait(q);
    if (check("async(q)", b, e)) return 1;
    printf("PASS\n");
    return 0;
}
