/* an atomic update of a long double total in a parallel loop: done in double on the GPU */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }
static double rnd(void) { return (xorshift() % 4096) / 16.0; }

int main(void)
{
    int n = 3000;
    int *v = malloc(n * sizeof *v);
    for (int i = 0; i < n; i++) v[i] = (int)(xorshift() % 100);
    long double total = 0;
    #pragma acc parallel loop copyin(v[0:n]) copy(total)
    for (int i = 0; i < n; i++) {
        #pragma acc atomic update
        total += v[i];
    }
    long double w = 0;
    for (int i = 0; i < n; i++) w += v[i];
    int bad = total != w;
    if (bad) printf("total = %Lg, expected %Lg\n", total, w);
    free(v);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
