/* Covers: `default(none)` clause on the combined parallel loop construct (OpenACC 3.3 sec. 2.11, 2.5.16): every variable the loop uses has an explicit clause (data clauses, firstprivate, private, reduction); the loop runs correctly. */
#include <stdio.h>
#include <stdlib.h>

#define N 25000
static int a[N], b[N];
static unsigned int seed = 0xDEF0A0E3u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 30000u); b[i] = -1; }
    int n = N, k = 3, t = 0;
    long sum = 5;
    double *w = (double *)malloc(N * sizeof(double));
    for (int i = 0; i < N; i++) w[i] = -1.0;
#pragma acc parallel loop default(none) copyin(a[0:n]) copyout(b[0:n], w[0:n]) firstprivate(n, k) private(t) reduction(+:sum)
    for (int i = 0; i < n; i++) {
        t = a[i] * k;
        b[i] = t - i;
        w[i] = 0.25 * a[i];
        sum += a[i];
    }
    long esum = 5;
    for (int i = 0; i < N; i++) {
        if (b[i] != a[i] * 3 - i) { printf("FAIL (default(none)): b[%d] = %d, expected %d\n", i, b[i], a[i] * 3 - i); return 1; }
        if (w[i] != 0.25 * a[i]) { printf("FAIL (default(none)): w[%d] = %g, expected %g\n", i, w[i], 0.25 * a[i]); return 1; }
        esum += a[i];
    }
    if (sum != esum) { printf("FAIL (default(none)): sum = %ld, expected %ld\n", sum, esum); return 1; }
    free(w);
    printf("PASS\n");
    return 0;
}
