/* Covers: num_gangs / num_workers / vector_length clauses with several values (incl. odd ones); results must not depend on them. */
#include <stdio.h>

#define N 333333
static int a[N], b[N];
static unsigned int seed = 0x4B1D4B1Du;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int check(const char *what)
{
    for (int i = 0; i < N; i++) {
        int e = a[i] * 3 + 1;
        if (b[i] != e) { printf("FAIL (%s): b[%d] = %d, expected %d\n", what, i, b[i], e); return 1; }
        b[i] = -1;
    }
    return 0;
}

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 100000u); b[i] = -1; }
    int ng = 7, nw = 3, vl = 96;
#pragma acc parallel loop gang num_gangs(1) copyin(a[0:N]) copyout(b[0:N])
    for (int i = 0; i < N; i++) b[i] = a[i] * 3 + 1;
    if (check("num_gangs(1)")) return 1;
#pragma acc parallel loop gang vector num_gangs(ng) vector_length(vl) copyin(a[0:N]) copyout(b[0:N])
    for (int i = 0; i < N; i++) b[i] = a[i] * 3 + 1;
    if (check("num_gangs(7) vector_length(96)")) return 1;
#pragma acc parallel loop gang worker vector num_gangs(1000) num_workers(nw) vector_length(32) copyin(a[0:N]) copyout(b[0:N])
    for (int i = 0; i < N; i++) b[i] = a[i] * 3 + 1;
    if (check("num_gangs(1000) num_workers(3) vector_length(32)")) return 1;
#pragma acc parallel num_gangs(13) num_workers(2) vector_length(256) copyin(a[0:N]) copyout(b[0:N])
    {
#pragma acc loop gang worker
        for (int i = 0; i < N / 100; i++) {
#pragma acc loop vector
            for (int j = 0; j < 100; j++)
                b[i * 100 + j] = a[i * 100 + j] * 3 + 1;
        }
#pragma acc loop gang worker vector
        for (int i = N / 100 * 100; i < N; i++)
            b[i] = a[i] * 3 + 1;
    }
    if (check("num_gangs(13) num_workers(2) vector_length(256) nested")) return 1;
#pragma acc kernels loop gang(16) vector(64) copyin(a[0:N]) copyout(b[0:N])
    for (int i = 0; i < N; i++) b[i] = a[i] * 3 + 1;
    if (check("kernels loop gang(16) vector(64)")) return 1;
    printf("PASS\n");
    return 0;
}
