/* void * converted implicitly to object pointers (double *, struct *) inside a compute region and a routine */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

struct cell { double w; int k; };

#pragma acc routine seq
static double get(const void *p, int i) { const double *d = p; return d[i]; }

int main(void)
{
    int n = 500;
    double *a = malloc(n * sizeof *a), *out = malloc(n * sizeof *out);
    struct cell *cells = malloc(n * sizeof *cells);
    for (int i = 0; i < n; i++) { a[i] = (xorshift() % 4096) / 16.0; cells[i].w = i * 0.5; cells[i].k = i % 7; out[i] = -1; }
    void *va = a, *vc = cells;
    #pragma acc parallel loop copyin(a[0:n], cells[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        double *d = va;
        struct cell *c = vc;
        out[i] = get(d, i) + c[i].w * c[i].k;
    }
    int bad = 0;
    for (int i = 0; i < n; i++)
        if (out[i] != a[i] + cells[i].w * cells[i].k && bad++ < 5) printf("out[%d] = %g\n", i, out[i]);
    free(a); free(out); free(cells);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
