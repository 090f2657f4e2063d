/* a long double sum reduction over a parallel loop: reduced in double on the GPU; exact here for small integers */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }
static double rnd(void) { return (xorshift() % 4096) / 16.0; }

int main(void)
{
    int n = 4000;
    int *v = malloc(n * sizeof *v);
    for (int i = 0; i < n; i++) v[i] = (int)(xorshift() % 1000);
    long double s = 1.0L;
    #pragma acc parallel loop reduction(+:s) copyin(v[0:n])
    for (int i = 0; i < n; i++)
        s += v[i];
    long double w = 1.0L;
    for (int i = 0; i < n; i++) w += v[i];
    int bad = s != w;
    if (bad) printf("s = %Lg, expected %Lg\n", s, w);
    free(v);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
