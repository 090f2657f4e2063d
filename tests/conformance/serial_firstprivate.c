/* Covers: `firstprivate` clause on the serial construct (OpenACC 3.3 sec. 2.5.2, 2.5.14): a scalar, a fixed-size array and a struct are initialised from the host values, updated inside the region as running state, and the host variables are not modified. */
#include <stdio.h>

#define N 20000
static int a[N], b[N];
struct cfg { int mul; double scale; };
static unsigned int seed = 0x5E41F125u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 1000u); b[i] = -1; }
    int run = 1000;
    int coef[4] = {3, -1, 4, 1};
    struct cfg c = {5, 0.5};

#pragma acc serial firstprivate(run, coef, c) copyin(a) copyout(b)
    {
        coef[0] += 10;
        c.mul += 1;
        for (int i = 0; i < N; i++) {
            run += a[i] % 10;                /* carried from the host's initial value */
            b[i] = run + a[i] * coef[i & 3] * c.mul + (int)(c.scale * 4);
        }
    }
    if (run != 1000) { printf("FAIL: host run = %d, expected 1000 (firstprivate)\n", run); return 1; }
    if (coef[0] != 3 || coef[1] != -1 || coef[2] != 4 || coef[3] != 1) { printf("FAIL: host coef changed (firstprivate)\n"); return 1; }
    if (c.mul != 5 || c.scale != 0.5) { printf("FAIL: host c = {%d, %g}, expected {5, 0.5} (firstprivate)\n", c.mul, c.scale); return 1; }
    int ecoef[4] = {13, -1, 4, 1}, erun = 1000;
    for (int i = 0; i < N; i++) {
        erun += a[i] % 10;
        int e = erun + a[i] * ecoef[i & 3] * 6 + 2;
        if (b[i] != e) { printf("FAIL (firstprivate): b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
