/* a call to a function not yet declared (gnu17's implicit declaration, a warning), on the host and in a compute region, the function defined later in the file */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

int main(void)
{
    int n = 1000;
    int *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
    for (int i = 0; i < n; i++) { a[i] = (int)(xorshift() % 1000); b[i] = -1; }
    #pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
    for (int i = 0; i < n; i++) b[i] = square_plus(a[i], 7);
    int bad = 0;
    for (int i = 0; i < n; i++)
        if (b[i] != square_plus(a[i], 7) && bad++ < 5) printf("b[%d] = %d\n", i, b[i]);
    free(a);
    free(b);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}

int square_plus(int v, int k)
{
    return v * v + k;
}
