/* C11 _Alignof and _Alignas inside a compute region: a struct's alignment used in index arithmetic */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

struct pt { char tag; _Alignas(16) double x; };

int main(void)
{
    int n = 400;
    long *out = malloc(n * sizeof *out);
    int *a = malloc(n * sizeof *a);
    for (int i = 0; i < n; i++) { a[i] = (int)(xorshift() % 100); out[i] = -1; }
    #pragma acc parallel loop copyin(a[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; i++)
        out[i] = a[i] * (long)_Alignof(struct pt) + (long)_Alignof(double) + (long)sizeof(struct pt);
    int bad = 0;
    for (int i = 0; i < n; i++)
        if (out[i] != a[i] * (long)_Alignof(struct pt) + (long)_Alignof(double) + (long)sizeof(struct pt) && bad++ < 5)
            printf("out[%d] = %ld\n", i, out[i]);
    free(out); free(a);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
