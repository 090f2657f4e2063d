/* gnu17's implicit int, accepted with a warning as gcc does: 'static scale = 3;' at file scope and 'twice(v)' with no return type, the function called in a region */
#include <stdio.h>
#include <stdlib.h>

static scale = 3;
static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

twice(int v)
{
    return 2 * v;
}

int main(void)
{
    int n = 1000;
    int *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
    for (int i = 0; i < n; i++) { a[i] = (int)(xorshift() % 1000); b[i] = -1; }
    #pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
    for (int i = 0; i < n; i++) b[i] = twice(a[i]) + scale;
    int bad = 0;
    for (int i = 0; i < n; i++)
        if (b[i] != twice(a[i]) + scale && bad++ < 5) printf("b[%d] = %d, expected %d\n", i, b[i], twice(a[i]) + scale);
    free(a);
    free(b);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
