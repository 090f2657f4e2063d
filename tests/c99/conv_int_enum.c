/* int converted to an enum implicitly (assignment, initialisation, return and argument) inside a compute region and a routine */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

typedef enum { RED, GREEN, BLUE, NCOLORS } color;

#pragma acc routine seq
static color next(color c) { return (c + 1) % NCOLORS; }

#pragma acc routine seq
static int weight(color c) { return c == RED ? 3 : c == GREEN ? 5 : 7; }

int main(void)
{
    int n = 900;
    int *a = malloc(n * sizeof *a), *out = malloc(n * sizeof *out);
    for (int i = 0; i < n; i++) { a[i] = (int)(xorshift() % 3); out[i] = -1; }
    #pragma acc parallel loop copyin(a[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        color c = a[i];
        color d;
        d = a[(i + 1) % n];
        out[i] = weight(next(c)) * 10 + weight(d) + weight(2);
    }
    int bad = 0;
    for (int i = 0; i < n; i++) {
        int want = weight(next(a[i])) * 10 + weight(a[(i + 1) % n]) + weight(2);
        if (out[i] != want && bad++ < 5) printf("out[%d] = %d, expected %d\n", i, out[i], want);
    }
    free(a); free(out);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
