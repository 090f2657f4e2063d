/* Covers: `wait` clause with the 3.x wait-argument form `wait(queues: int-expr-list)` on the parallel construct (OpenACC 3.3 sec. 2.5.1, 2.16.2, 2.16.3): a region on queue 3 with wait(queues: 1, 2) runs after slow producers on queues 1 and 2; a synchronous region with wait(queues: q) with a run-time queue number. */
#include <stdio.h>

#define N 65536
static int x[N], z[N], y[N], e[N], ex[N], ez[N];

static void chain(int *out, unsigned int g)
{
    for (int i = 0; i < N; i++) { g = g * 1664525u + 1013904223u; out[i] = (int)(g >> 9); }
}

static int check(const char *what)
{
    for (int i = 0; i < N; i++)
        if (y[i] != e[i]) { printf("FAIL (%s): y[%d] = %d, expected %d\n", what, i, y[i], e[i]); return 1; }
    return 0;
}

int main(void)
{
    chain(ex, 777u);
    chain(ez, 4242u);
    for (int i = 0; i < N; i++) { x[i] = -1; z[i] = -1; y[i] = -1; e[i] = ex[i] - ez[i]; }
#pragma acc data create(x, z) copyout(y)
    {
#pragma acc parallel num_gangs(1) async(1) present(x)
        {
            unsigned int g = 777u;
            for (int i = 0; i < N; i++) { g = g * 1664525u + 1013904223u; x[i] = (int)(g >> 9); }
        }
#pragma acc parallel num_gangs(1) async(2) present(z)
        {
            unsigned int g = 4242u;
            for (int i = 0; i < N; i++) { g = g * 1664525u + 1013904223u; z[i] = (int)(g >> 9); }
        }
#pragma acc parallel async(3) wait(queues: 1, 2) present(x, z, y)
        {
#pragma acc loop gang vector
            for (int i = 0; i < N; i++) y[i] = x[i] - z[i];
        }
#pragma acc wait(3)
#pragma acc wait
    }
    if (check("async(3) wait(queues: 1, 2)")) return 1;

    volatile int vq = 6;
    int q = vq;
    for (int i = 0; i < N; i++) { x[i] = -1; y[i] = -1; e[i] = ex[i] + 1; }
#pragma acc data create(x) copyout(y)
    {
#pragma acc parallel num_gangs(1) async(q) present(x)
        {
            unsigned int g = 777u;
            for (int i = 0; i < N; i++) { g = g * 1664525u + 1013904223u; x[i] = (int)(g >> 9); }
        }
#pragma acc parallel wait(queues: q) present(x, y)
        {
#pragma acc loop gang vector
            for (int i = 0; i < N; i++) y[i] = x[i] + 1;
        }
    }
    if (check("synchronous wait(queues: q)")) return 1;
    printf("PASS\n");
    return 0;
}
