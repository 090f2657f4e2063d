/* Covers: `wait` clause on the combined serial loop construct (OpenACC 3.3 sec. 2.11, 2.16.2): a loop on queue 2 with wait(1) runs after a slow producer on queue 1; wait(q1, q2) on a synchronous loop; wait with no argument. */
#include <stdio.h>

#define N 65536
static int a[N], x[N], z[N], y[N], e[N], ex[N], ez[N];
static unsigned int seed = 0x3A17C0DFu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int check(const char *what)
{
    for (int i = 0; i < N; i++)
        if (y[i] != e[i]) { printf("FAIL (%s): y[%d] = %d, expected %d\n", what, i, y[i], e[i]); return 1; }
    return 0;
}

static void chain(int *out, unsigned int g)
{
    for (int i = 0; i < N; i++) { g = g * 1664525u + 1013904223u; out[i] = (int)(g >> 9); }
}

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = (int)(xrand() % 100000u);
    chain(ex, 777u);
    chain(ez, 4242u);

    /* producers are sequential chains (one gang), consumers are combined loops */
    for (int i = 0; i < N; i++) { x[i] = -1; y[i] = -1; e[i] = ex[i] - a[i]; }
#pragma acc data copyin(a) create(x) copyout(y)
    {
#pragma acc serial async(1) present(x)
        {
            unsigned int g = 777u;
            for (int i = 0; i < N; i++) { g = g * 1664525u + 1013904223u; x[i] = (int)(g >> 9); }
        }
#pragma acc serial loop async(2) wait(1) present(a, x, y)
        for (int i = 0; i < N; i++) y[i] = x[i] - a[i];
#pragma acc wait(2)
#pragma acc wait
    }
    if (check("async(2) wait(1)")) return 1;

    for (int i = 0; i < N; i++) { x[i] = -1; z[i] = -1; y[i] = -1; e[i] = ex[i] + ez[i]; }
#pragma acc data create(x, z) copyout(y)
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
#pragma acc serial loop wait(3, 4) present(x, z, y)
        for (int i = 0; i < N; i++) y[i] = x[i] + z[i];
    }
    if (check("synchronous wait(3, 4)")) return 1;

    for (int i = 0; i < N; i++) { x[i] = -1; y[i] = -1; e[i] = 3 * ex[i]; }
#pragma acc data create(x) copyout(y)
    {
#pragma acc serial async(5) present(x)
        {
            unsigned int g = 777u;
            for (int i = 0; i < N; i++) { g = g * 1664525u + 1013904223u; x[i] = (int)(g >> 9); }
        }
#pragma acc serial loop async(6) wait present(x, y)
        for (int i = 0; i < N; i++) y[i] = 3 * x[i];
#pragma acc wait
    }
    if (check("wait (all queues)")) return 1;
    printf("PASS\n");
    return 0;
}
