/* enum arithmetic inside a compute region: e++ as a loop variable, e + 1 and e += 2 assigned back to an enum */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

enum day { MON, TUE, WED, THU, FRI, SAT, SUN };

int main(void)
{
    int n = 700;
    int *a = malloc(n * sizeof *a), *out = malloc(n * sizeof *out);
    for (int i = 0; i < n; i++) { a[i] = (int)(xorshift() % 3); out[i] = -1; }
    #pragma acc parallel loop copyin(a[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        int s = 0;
        for (enum day d = MON; d <= SUN; d++) s += d * a[i];
        enum day e = MON;
        e = e + 1;
        e += a[i];
        e++;
        out[i] = s * 10 + e;
    }
    int bad = 0;
    for (int i = 0; i < n; i++) {
        int want = 21 * a[i] * 10 + 2 + a[i];
        if (out[i] != want && bad++ < 5) printf("out[%d] = %d, expected %d\n", i, out[i], want);
    }
    free(a); free(out);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
