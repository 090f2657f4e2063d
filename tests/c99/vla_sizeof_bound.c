/* sizeof of a VLA and 'x' (an int in C, a char in C++) in loop bounds and steps: the kernel computes the same trip count as the host (the VLA is a flat pointer in the kernel) */
// INFO_NOT: one thread|not of the form|not canonical
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

int main(void)
{
    int n = 300 + (int)(xorshift() % 200u);
    double v[n], o[n], want[n];
    int fails = 0;
    for (int i = 0; i < n; i++) v[i] = (xorshift() % 4096) / 16.0, o[i] = want[i] = -1;
    for (int i = 0; i < (int)(sizeof(v) / sizeof(v[0])); i += (int)sizeof 'x' / 2)
        want[i] = v[i] * 2 + 1;
#pragma acc parallel loop copyin(v) copy(o)
    for (int i = 0; i < (int)(sizeof(v) / sizeof(v[0])); i += (int)sizeof 'x' / 2)
        o[i] = v[i] * 2 + 1;
    for (int i = 0; i < n; i++)
        if (o[i] != want[i]) {
            printf("FAIL: o[%d] = %g, expected %g\n", i, o[i], want[i]);
            if (++fails > 5) break;
        }
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
