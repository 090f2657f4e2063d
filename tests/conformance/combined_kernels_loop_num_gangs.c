/* Covers: `num_gangs`, `num_workers` and `vector_length` clauses on the combined kernels loop construct (OpenACC 3.3 sec. 2.11, 2.5.10-2.5.12): constant and run-time sizes with gang, gang vector and gang worker vector kernels loops; every iteration runs exactly once whatever the sizes. */
#include <stdio.h>

#define N 30011
static int a[N], b[N];
static unsigned int seed = 0x9A9C0B3Eu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int check(const char *what, int g, int w, int v, int mul)
{
    for (int i = 0; i < N; i++)
        if (b[i] != i + a[i] * mul) { printf("FAIL (%s, %d/%d/%d): b[%d] = %d, expected %d\n", what, g, w, v, i, b[i], i + a[i] * mul); return 1; }
    return 0;
}

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = (int)(xrand() % 5000u);
    for (int i = 0; i < N; i++) b[i] = i;
#pragma acc kernels loop gang num_gangs(40) copyin(a) copy(b)
    for (int i = 0; i < N; i++) b[i] += a[i];
    if (check("gang num_gangs(40)", 40, 0, 0, 1)) return 1;

    volatile int gs[] = {1, 7, 100, 5000}, ws[] = {1, 2, 4, 8}, vs[] = {1, 32, 64, 128};
    for (int t = 0; t < 4; t++) {
        int g = gs[t], w = ws[t], v = vs[t];
        for (int i = 0; i < N; i++) b[i] = i;
#pragma acc kernels loop gang vector num_gangs(g) vector_length(v) copyin(a) copy(b)
        for (int i = 0; i < N; i++) b[i] += a[i] * 2;
        if (check("gang vector", g, 0, v, 2)) return 1;
        for (int i = 0; i < N; i++) b[i] = i;
#pragma acc kernels loop gang worker vector num_gangs(g) num_workers(w) vector_length(v) copyin(a) copy(b)
        for (int i = 0; i < N; i++) b[i] += a[i] * 3;
        if (check("gang worker vector", g, w, v, 3)) return 1;
    }
    printf("PASS\n");
    return 0;
}
