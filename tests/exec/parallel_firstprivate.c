/* Covers: `firstprivate` on a parallel construct: every gang starts from the host value (scalar and small array), updates its own copy once in gang-redundant code, and the original is not modified. */
#include <stdio.h>

#define G 64
#define N (G * 50)
static int out[N];

int main(void)
{
    int base = 1234;
    int tab[3] = {5, 6, 7};
    for (int i = 0; i < N; i++) out[i] = -1;
#pragma acc parallel num_gangs(G) firstprivate(base, tab) copyout(out[0:N])
    {
        /* gang-redundant: each gang updates its own copy exactly once.
           A shared (non-private) or uninitialized copy gives a different base. */
        base = base + tab[1];
        tab[0] = tab[0] * 10;
#pragma acc loop gang vector
        for (int i = 0; i < N; i++)
            out[i] = base + tab[i % 3] + i;
    }
    if (base != 1234) { printf("FAIL: host base = %d, expected 1234 (firstprivate)\n", base); return 1; }
    if (tab[0] != 5 || tab[1] != 6 || tab[2] != 7) { printf("FAIL: host tab = {%d,%d,%d}, expected {5,6,7}\n", tab[0], tab[1], tab[2]); return 1; }
    int etab[3] = {50, 6, 7};
    for (int i = 0; i < N; i++) {
        int e = 1240 + etab[i % 3] + i;
        if (out[i] != e) { printf("FAIL: out[%d] = %d, expected %d\n", i, out[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
