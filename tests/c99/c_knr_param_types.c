/* K&R definitions whose parameter declarations define types: an enum
 * without a tag, a tagged enum and a struct, called from a compute region
 * with plain integers and a void pointer (C passes them promoted; the
 * CUDA copy gets a prototype, with the types declared before it and the
 * integer arguments cast to the enum).  Before, the CUDA kept the K&R
 * list ("identifier a is undefined"; found by tools/fuzz, seed 59). */
#include <stdio.h>
#include <stdlib.h>

double scale(mode, x)
    enum { KEEP, DOUBLE, NEGATE } mode;
    double x;
{
    return mode == 1 ? 2 * x : mode == 2 ? -x : x;      /* DOUBLE, NEGATE: clang 19 does not see
                                                           them in the body, gcc does */
}

double span(p, w)
    struct pair { int lo, hi; } *p;
    double w;
{
    return w * (p->hi - p->lo);
}

long weigh(kind, count, unit)
    enum weight { LIGHT = 1, HEAVY = 7 } kind;
    int count;
    long unit;
{
    return (long)kind * count * unit;
}

int main(void)
{
    int n = 2000, bad = 0;
    double *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
    int *pairs = malloc(2 * n * sizeof *pairs);
    long *z = malloc(n * sizeof *z);
    unsigned s = 12345u;
    for (int i = 0; i < n; i++) {
        s = s * 1103515245u + 12345u;
        x[i] = (double)(s % 1000) / 8.0 - 60.0;
        pairs[2 * i] = (int)(s >> 20) % 50;
        pairs[2 * i + 1] = pairs[2 * i] + (int)(s >> 8) % 30;
    }
#pragma acc parallel loop copyin(x[0:n], pairs[0:2*n]) copyout(y[0:n], z[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = scale(i % 3, x[i]) + span((void *)&pairs[2 * i], 0.5);
        z[i] = weigh(i % 2 ? 7 : 1, i, 3L);
    }
    for (int i = 0; i < n; i++) {
        double m = i % 3 == 1 ? 2 * x[i] : i % 3 == 2 ? -x[i] : x[i];
        double want = m + 0.5 * (pairs[2 * i + 1] - pairs[2 * i]);
        long wz = (i % 2 ? 7L : 1L) * i * 3;
        if (y[i] != want || z[i] != wz) {
            if (bad++ < 5) printf("%d: y %g want %g, z %ld want %ld\n", i, y[i], want, z[i], wz);
        }
    }
    free(x); free(y); free(pairs); free(z);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
