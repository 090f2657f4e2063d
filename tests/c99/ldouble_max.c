/* a long double array and a max reduction of long double in a parallel loop, and a struct with a long double member read in the region */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

struct scale { int id; long double factor; };

int main(void)
{
    int n = 2000;
    long double *x = malloc(n * sizeof *x);
    for (int i = 0; i < n; i++) x[i] = (long double)(xorshift() % 100000) / 8;
    struct scale sc = {7, 0.25L};
    long double big = -1;
    #pragma acc parallel loop reduction(max:big) copyin(x[0:n])
    for (int i = 0; i < n; i++)
        if (x[i] * sc.factor > big) big = x[i] * sc.factor;
    long double want = -1;
    for (int i = 0; i < n; i++)
        if (x[i] * sc.factor > want) want = x[i] * sc.factor;
    int bad = big != want;
    if (bad) printf("big = %Lg, expected %Lg\n", big, want);
    free(x);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
