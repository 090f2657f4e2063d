/* Covers: `async` clause on the kernels construct (OpenACC 3.3 sec. 2.5.3, 2.16.1): async(int), async with no argument, async(expr), async(acc_async_sync), in-order execution on one queue, two independent queues both completing; the host waits before reading results. */
#include <stdio.h>
#include <openacc.h>

#define N 65536
static int a[N], b[N], x[N], y[N], c[N], d[N];
static unsigned int seed = 0xA5C11001u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int check(const char *what, const int *got, const int *exp)
{
    for (int i = 0; i < N; i++)
        if (got[i] != exp[i]) { printf("FAIL (%s): [%d] = %d, expected %d\n", what, i, got[i], exp[i]); return 1; }
    return 0;
}

int main(void)
{
    static int e[N];
    for (int i = 0; i < N; i++) a[i] = (int)(xrand() % 100000u);

    /* 1: async(1) with its own data clauses; the copyout is part of the queued work */
    for (int i = 0; i < N; i++) { b[i] = -1; e[i] = 3 * a[i] + 1; }
#pragma acc kernels async(1) copyin(a[0:N]) copyout(b[0:N])
    {
        for (int i = 0; i < N; i++) b[i] = 3 * a[i] + 1;
    }
#pragma acc wait(1)
    if (check("async(1) copyout", b, e)) return 1;

    /* 2: two regions on the same queue run in order: the second reads what the
       first (a slow sequential chain) wrote */
    for (int i = 0; i < N; i++) { x[i] = -1; y[i] = -1; }
    unsigned int h = 12345u;
    for (int i = 0; i < N; i++) { h = h * 1664525u + 1013904223u; e[i] = (int)(h >> 9) + a[i]; }
#pragma acc data copyin(a) create(x, y)
    {
#pragma acc kernels async(2) present(x)
        {
            unsigned int g = 12345u;
            for (int i = 0; i < N; i++) { g = g * 1664525u + 1013904223u; x[i] = (int)(g >> 9); }
        }
#pragma acc kernels async(2) present(a, x, y)
        {
            for (int i = 0; i < N; i++) y[i] = x[i] + a[i];
        }
#pragma acc update self(y) async(2)
#pragma acc wait(2)
    }
    if (check("same queue in order", y, e)) return 1;

    /* 3: independent queues 3 and 4 both complete */
    static int ec[N], ed[N];
    for (int i = 0; i < N; i++) { c[i] = -1; d[i] = -1; ec[i] = a[i] ^ 0x5A5A; ed[i] = a[i] * 7 - i; }
#pragma acc data copyin(a) copyout(c, d)
    {
#pragma acc kernels async(3) present(a, c)
        {
            for (int i = 0; i < N; i++) c[i] = a[i] ^ 0x5A5A;
        }
#pragma acc kernels async(4) present(a, d)
        {
            for (int i = 0; i < N; i++) d[i] = a[i] * 7 - i;
        }
#pragma acc wait(3, 4)
    }
    if (check("queue 3", c, ec) || check("queue 4", d, ed)) return 1;

    /* 4: async with no argument (acc_async_noval), then a wait with no argument */
    for (int i = 0; i < N; i++) { b[i] = -1; e[i] = a[i] - 17; }
#pragma acc kernels async copyin(a) copyout(b)
    {
        for (int i = 0; i < N; i++) b[i] = a[i] - 17;
    }
#pragma acc wait
    if (check("async (noval)", b, e)) return 1;

    /* 5: async(expr) with a run-time queue number */
    volatile int base = 5;
    int q = base * 2 + 1;
    for (int i = 0; i < N; i++) { b[i] = -1; e[i] = a[i] % 1000 + q; }
#pragma acc kernels async(q) copyin(a, q) copyout(b)
    {
        for (int i = 0; i < N; i++) b[i] = a[i] % 1000 + q;
    }
    acc_wait(q);
    if (check("async(q)", b, e)) return 1;

    /* 6: async(acc_async_sync) is synchronous: results are there without a wait */
    for (int i = 0; i < N; i++) { b[i] = -1; e[i] = 2 * a[i]; }
#pragma acc kernels async(acc_async_sync) copyin(a) copyout(b)
    {
        for (int i = 0; i < N; i++) b[i] = 2 * a[i];
    }
    if (check("async(acc_async_sync)", b, e)) return 1;

    printf("PASS\n");
    return 0;
}
