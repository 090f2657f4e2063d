/* Covers: `wait` clause on the serial construct (OpenACC 3.3 sec. 2.5.2, 2.16.2): wait(q) orders a region on another queue after queue q's work, wait(q1, q2), wait with no argument (all queues), and wait(q) on a synchronous region. */
#include <stdio.h>

#define N 65536
static int a[N], x[N], z[N], y[N], e[N];
static unsigned int seed = 0x3A17C0DEu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int check(const char *what, const int *got, const int *exp)
{
    for (int i = 0; i < N; i++)
        if (got[i] != exp[i]) { printf("FAIL (%s): [%d] = %d, expected %d\n", what, i, got[i], exp[i]); return 1; }
    return 0;
}

/* expected contents of the chains the producer regions write */
static void chain(int *out, unsigned int g)
{
    for (int i = 0; i < N; i++) { g = g * 1664525u + 1013904223u; out[i] = (int)(g >> 9); }
}

int main(void)
{
    static int ex[N], ez[N];
    for (int i = 0; i < N; i++) a[i] = (int)(xrand() % 100000u);
    chain(ex, 777u);
    chain(ez, 4242u);

    /* 1: producer on queue 1 (a slow sequential chain), consumer on queue 2 with wait(1) */
    for (int i = 0; i < N; i++) { x[i] = -1; y[i] = -1; e[i] = ex[i] - a[i]; }
#pragma acc data copyin(a) create(x) copyout(y)
    {
#pragma acc serial async(1) present(x)
        {
            unsigned int g = 777u;
            for (int i = 0; i < N; i++) { g = g * 1664525u + 1013904223u; x[i] = (int)(g >> 9); }
        }
#pragma acc serial async(2) wait(1) present(a, x, y)
        {
#pragma acc loop
            for (int i = 0; i < N; i++) y[i] = x[i] - a[i];
        }
#pragma acc wait(2)
#pragma acc wait
    }
    if (check("async(2) wait(1)", y, e)) return 1;

    /* 2: two producers on queues 3 and 4, consumer on queue 5 waits for both */
    for (int i = 0; i < N; i++) { x[i] = -1; z[i] = -1; y[i] = -1; e[i] = ex[i] + ez[i] + a[i]; }
#pragma acc data copyin(a) create(x, z) copyout(y)
    {
#pragma acc serial async(3) present(x)
        {
            unsigned int g = 777u;
            for (int i = 0; i < N; i++) { g = g * 1664525u + 1013904223u; x[i] = (int)(g >> 9); }
        }
#pragma acc serial async(4) present(z)
        {
            unsigned int g = 4242u;
            for (int i = 0; i < N; i++) { g = g * 1664525u + 1013904223u; z[i] = (int)(g >> 9); }
        }
#pragma acc serial async(5) wait(3, 4) present(a, x, z, y)
        {
#pragma acc loop
            for (int i = 0; i < N; i++) y[i] = x[i] + z[i] + a[i];
        }
#pragma acc wait(5)
#pragma acc wait
    }
    if (check("wait(3, 4)", y, e)) return 1;

    /* 3: wait with no argument waits for every queue */
    for (int i = 0; i < N; i++) { x[i] = -1; z[i] = -1; y[i] = -1; e[i] = ex[i] ^ ez[i]; }
#pragma acc data create(x, z) copyout(y)
    {
#pragma acc serial async(6) present(x)
        {
            unsigned int g = 777u;
            for (int i = 0; i < N; i++) { g = g * 1664525u + 1013904223u; x[i] = (int)(g >> 9); }
        }
#pragma acc serial async(7) present(z)
        {
            unsigned int g = 4242u;
            for (int i = 0; i < N; i++) { g = g * 1664525u + 1013904223u; z[i] = (int)(g >> 9); }
        }
#pragma acc serial async(8) wait present(x, z, y)
        {
#pragma acc loop
            for (int i = 0; i < N; i++) y[i] = x[i] ^ z[i];
        }
#pragma acc wait(8)
#pragma acc wait
    }
    if (check("wait (all queues)", y, e)) return 1;

    /* 4: a synchronous region with wait(q): runs after queue q's work, and its
       results are there when the construct ends */
    for (int i = 0; i < N; i++) { x[i] = -1; y[i] = -1; e[i] = 2 * ex[i] + 1; }
#pragma acc data create(x) copyout(y)
    {
#pragma acc serial async(9) present(x)
        {
            unsigned int g = 777u;
            for (int i = 0; i < N; i++) { g = g * 1664525u + 1013904223u; x[i] = (int)(g >> 9); }
        }
#pragma acc serial wait(9) present(x, y)
        {
#pragma acc loop
            for (int i = 0; i < N; i++) y[i] = 2 * x[i] + 1;
        }
#pragma acc update self(y)
    }
    if (check("synchronous wait(9)", y, e)) return 1;
    printf("PASS\n");
    return 0;
}
