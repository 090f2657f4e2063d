/* C11 _Static_assert at file scope, in a routine and inside a compute region's loop body */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

_Static_assert(sizeof(double) == 8, "double is 8 bytes");

#pragma acc routine seq
static int sq(int x)
{
    _Static_assert(sizeof x == sizeof(int), "int");
    return x * x;
}

int main(void)
{
    int n = 700;
    int *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
    for (int i = 0; i < n; i++) { a[i] = (int)(xorshift() % 1000); b[i] = -1; }
    #pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
    for (int i = 0; i < n; i++) {
        _Static_assert(sizeof a[0] == 4, "int elements");
        b[i] = sq(a[i]) - a[i];
    }
    int bad = 0;
    for (int i = 0; i < n; i++)
        if (b[i] != sq(a[i]) - a[i] && bad++ < 5) printf("b[%d] = %d\n", i, b[i]);
    free(a); free(b);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
