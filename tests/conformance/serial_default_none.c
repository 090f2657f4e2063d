/* Covers: `default(none)` clause on the serial construct (OpenACC 3.3 sec. 2.5.2, 2.5.16): every variable the region uses has an explicit data, private, firstprivate or reduction clause (arrays, a heap section, scalars, a struct); the region runs correctly. */
#include <stdio.h>
#include <stdlib.h>

#define N 25000
static int a[N], b[N];
struct lim { int lo, hi; };
static unsigned int seed = 0xDEF0A0E1u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 30000u); b[i] = -1; }
    int n = N, k = 3, t = 0;
    long sum = 5;
    struct lim L = {100, N - 100};
    double *w = (double *)malloc(N * sizeof(double));
    for (int i = 0; i < N; i++) w[i] = -1.0;

#pragma acc serial default(none) copyin(a[0:n]) copyout(b[0:n]) copy(w[0:n]) firstprivate(n, k, L) private(t) reduction(+:sum)
    {
#pragma acc loop reduction(+:sum)
        for (int i = 0; i < n; i++) {
            t = a[i] * k;
            b[i] = (i >= L.lo && i < L.hi) ? t : -t;
            w[i] = 0.5 * a[i];
            sum += a[i];
        }
    }
    long esum = 5;
    for (int i = 0; i < N; i++) {
        int e = (i >= 100 && i < N - 100) ? a[i] * 3 : -a[i] * 3;
        if (b[i] != e) { printf("FAIL (default(none)): b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
        if (w[i] != 0.5 * a[i]) { printf("FAIL (default(none)): w[%d] = %g, expected %g\n", i, w[i], 0.5 * a[i]); return 1; }
        esum += a[i];
    }
    if (sum != esum) { printf("FAIL (default(none)): sum = %ld, expected %ld\n", sum, esum); return 1; }
    if (t != 0) { printf("FAIL (default(none)): host t = %d, expected 0 (private)\n", t); return 1; }
    free(w);
    printf("PASS\n");
    return 0;
}
