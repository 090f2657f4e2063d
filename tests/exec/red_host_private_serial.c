/* Covers: a reduction variable of a compute construct is private inside the region: it starts at the operator's identity there (a read sees the partial value, not the original), and the original is combined with the result at the end; on the GPU and in host fallback alike. */
#include <stdio.h>
#include <stdlib.h>

static unsigned int seed = 0x1B873593u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int n = 5000;
    int *a = malloc(sizeof(int) * n);
    double *d = malloc(sizeof(double) * n);
    for (int i = 0; i < n; i++) { a[i] = (int)(xrand() % 1000) - 300; d[i] = (double)(xrand() % 4096) / 16.0; }
    long sum = 10;
    double big = 1e9;
    int prod = 3;
    long seen[3] = {-1, -1, -1};
    double seenmax = -1;
#pragma acc serial reduction(+:sum) reduction(max:big) reduction(*:prod) copyin(a[0:n], d[0:n]) copyout(seen[0:3], seenmax)
    {
        seen[0] = sum;          /* the identity, 0 */
        for (int i = 0; i < n; i++) {
            sum += a[i];
            if (d[i] > big) big = d[i];
        }
        seen[1] = sum;          /* the region's own partial sum */
        seenmax = big;          /* the data's maximum, not 1e9 */
        for (int i = 0; i < 4; i++) prod *= 2;
        seen[2] = prod;         /* 16 */
    }
    long want = 0;
    double m = -1;
    for (int i = 0; i < n; i++) { want += a[i]; if (d[i] > m) m = d[i]; }
    int bad = 0;
    if (seen[0] != 0) { printf("sum read at the start = %ld, expected 0 (the identity)\n", seen[0]); bad++; }
    if (seen[1] != want) { printf("partial sum = %ld, expected %ld\n", seen[1], want); bad++; }
    if (seenmax != m) { printf("partial max = %g, expected %g\n", seenmax, m); bad++; }
    if (seen[2] != 16) { printf("partial product = %ld, expected 16\n", seen[2]); bad++; }
    if (sum != want + 10) { printf("sum = %ld, expected %ld\n", sum, want + 10); bad++; }
    if (big != 1e9) { printf("max = %g, expected 1e9\n", big); bad++; }
    if (prod != 48) { printf("prod = %d, expected 48\n", prod); bad++; }
    free(a); free(d);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
