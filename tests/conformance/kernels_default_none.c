/* Covers: `default(none)` clause on the kernels construct (OpenACC 3.3 sec. 2.5.3, 2.5.16): every variable the region uses has an explicit data clause (arrays, a heap section, scalars, a struct; kernels allows no private/firstprivate/reduction clauses, so a loop carries the reduction); the region runs correctly. */
#include <stdio.h>
#include <stdlib.h>

#define N 25000
static int a[N], b[N];
struct lim { int lo, hi; };
static unsigned int seed = 0xDEF0A0E2u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 30000u); b[i] = -1; }
    int n = N, k = 3, cnt = -1;
    long sum = 5;
    struct lim L = {100, N - 100};
    double *w = (double *)malloc(N * sizeof(double));
    for (int i = 0; i < N; i++) w[i] = -1.0;

#pragma acc kernels default(none) copyin(a[0:n], n, k, L) copyout(b[0:n], cnt) copy(w[0:n], sum)
    {
#pragma acc loop independent reduction(+:sum)
        for (int i = 0; i < n; i++) {
            int t = a[i] * k;
            b[i] = (i >= L.lo && i < L.hi) ? t : -t;
            w[i] = 0.5 * a[i];
            sum += a[i];
        }
        cnt = L.hi - L.lo;
    }
    long esum = 5;
    for (int i = 0; i < N; i++) {
        int e = (i >= 100 && i < N - 100) ? a[i] * 3 : -a[i] * 3;
        if (b[i] != e) { printf("FAIL (default(none)): b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
        if (w[i] != 0.5 * a[i]) { printf("FAIL (default(none)): w[%d] = %g, expected %g\n", i, w[i], 0.5 * a[i]); return 1; }
        esum += a[i];
    }
    if (sum != esum) { printf("FAIL (default(none)): sum = %ld, expected %ld\n", sum, esum); return 1; }
    if (cnt != N - 200) { printf("FAIL (default(none)): cnt = %d, expected %d\n", cnt, N - 200); return 1; }
    free(w);
    printf("PASS\n");
    return 0;
}
