/* Covers: `firstprivate` clause on the parallel construct (OpenACC 3.3 sec. 2.5.1, 2.5.14): one copy per gang of a scalar, a fixed-size array and a struct, each initialised from the host value; each gang updates its own copy once in gang-redundant code; the host variables are not modified. */
#include <stdio.h>

#define N 30011
static int a[N], b[N];
struct cfg { int mul; double scale; };
static unsigned int seed = 0xF125C0DEu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = (int)(xrand() % 1000u);
    int off = 21;
    int coef[4] = {3, -1, 4, 1};
    struct cfg c = {5, 0.5};

    for (int i = 0; i < N; i++) b[i] = -1;
#pragma acc parallel num_gangs(32) firstprivate(off, coef, c) copyin(a) copyout(b)
    {
        /* gang-redundant: each gang changes its own copies once */
        off = off * 2;
        coef[0] += 10;
        c.mul += 1;
#pragma acc loop gang vector
        for (int i = 0; i < N; i++) b[i] = a[i] * coef[i & 3] * c.mul + off + (int)(c.scale * 4);
    }
    if (off != 21) { printf("FAIL: host off = %d, expected 21 (firstprivate)\n", off); return 1; }
    if (coef[0] != 3 || coef[1] != -1 || coef[2] != 4 || coef[3] != 1) { printf("FAIL: host coef changed (firstprivate)\n"); return 1; }
    if (c.mul != 5 || c.scale != 0.5) { printf("FAIL: host c = {%d, %g}, expected {5, 0.5} (firstprivate)\n", c.mul, c.scale); return 1; }
    int ecoef[4] = {13, -1, 4, 1};
    for (int i = 0; i < N; i++) {
        int e = a[i] * ecoef[i & 3] * 6 + 42 + 2;
        if (b[i] != e) { printf("FAIL (firstprivate): b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }

    /* run-time values, read only */
    volatile int vm = 7;
    int m = vm, add = -vm * 3;
    for (int i = 0; i < N; i++) b[i] = -1;
#pragma acc parallel firstprivate(m, add) copyin(a) copyout(b)
    {
#pragma acc loop gang vector
        for (int i = 0; i < N; i++) b[i] = a[i] * m + add;
    }
    for (int i = 0; i < N; i++)
        if (b[i] != a[i] * 7 - 21) { printf("FAIL (firstprivate(m, add)): b[%d] = %d, expected %d\n", i, b[i], a[i] * 7 - 21); return 1; }
    printf("PASS\n");
    return 0;
}
