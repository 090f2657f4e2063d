/* Covers: the pointer-swap pattern: data copy(a[0:n], b[0:n]) around a time loop of compute regions followed by `tmp = a; a = b; b = tmp;` (device addresses must be looked up at each region). */
#include <stdio.h>
#include <stdlib.h>

static unsigned int seed = 0x5A4B3C2Du;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    const int n = 100000, steps = 25;   /* odd number of swaps */
    int *a = malloc(sizeof(int) * n), *b = malloc(sizeof(int) * n);
    int *ra = malloc(sizeof(int) * n), *rb = malloc(sizeof(int) * n);
    int *a0 = a, *b0 = b;
    for (int i = 0; i < n; i++) { a[i] = ra[i] = (int)(xrand() % 1000u); b[i] = rb[i] = -1; }
    /* host reference */
    for (int s = 0; s < steps; s++) {
        rb[0] = ra[0]; rb[n - 1] = ra[n - 1];
        for (int i = 1; i < n - 1; i++) rb[i] = (ra[i - 1] + 2 * ra[i] + ra[i + 1] + s) % 100003;
        int *t = ra; ra = rb; rb = t;
    }
#pragma acc data copy(a[0:n], b[0:n])
    {
        for (int s = 0; s < steps; s++) {
#pragma acc parallel loop present(a[0:n], b[0:n])
            for (int i = 1; i < n - 1; i++)
                b[i] = (a[i - 1] + 2 * a[i] + a[i + 1] + s) % 100003;
#pragma acc serial present(a[0:n], b[0:n])
            {
                b[0] = a[0];
                b[n - 1] = a[n - 1];
            }
            int *tmp = a; a = b; b = tmp;
        }
    }
    /* after an odd number of swaps a points at the original b buffer */
    if (a != b0 || b != a0) { printf("FAIL: pointers not swapped as expected\n"); return 1; }
    for (int i = 0; i < n; i++) {
        if (a[i] != ra[i]) { printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], ra[i]); return 1; }
        if (b[i] != rb[i]) { printf("FAIL: b[%d] = %d, expected %d (previous step)\n", i, b[i], rb[i]); return 1; }
    }
    free(a); free(b);
    free(ra); free(rb);
    printf("PASS\n");
    return 0;
}
