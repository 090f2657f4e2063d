/* default(none) on a region using a pointer to variable rows, double (*a)[m]: only a, b and n need clauses, not the extent m its type names */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

static void trace_rows(int n, int m, double (*a)[m], double *b)
{
    #pragma acc parallel loop default(none) firstprivate(n) copyin(a[0:n]) copyout(b[0:n])
    for (int i = 0; i < n; i++)
        b[i] = a[i][0] + a[i][1] * 2;
}

int main(void)
{
    int n = 64, m = 5;
    double (*a)[m] = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) a[i][j] = (xorshift() % 4096) / 16.0;
        b[i] = -1;
    }
    trace_rows(n, m, a, b);
    int bad = 0;
    for (int i = 0; i < n; i++)
        if (b[i] != a[i][0] + a[i][1] * 2 && bad++ < 5) printf("b[%d] = %g\n", i, b[i]);
    free(a); free(b);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
