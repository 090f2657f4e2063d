/* parenthesised lvalues in every atomic form: (x)--, (y) += k, x = (x) + k, x = k * (x), v = (x)++, { v = (x); (x)--; }, { (x)++; v = (x); }, read and write of (x) */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

int main(void)
{
    int n = 1000;
    int *k = malloc(n * sizeof *k), *v1 = malloc(n * sizeof *v1), *v2 = malloc(n * sizeof *v2);
    int *v3 = malloc(n * sizeof *v3), *rd = malloc(n * sizeof *rd);
    long sum = 0, sum2 = 0, sum3 = 0;
    int down = 0, up = 0, post = 0, last = -1;
    unsigned long prod = 1;
    for (int i = 0; i < n; i++) { k[i] = (int)(xorshift() % 100); v1[i] = v2[i] = v3[i] = rd[i] = -7; }
    #pragma acc parallel loop copyin(k[0:n]) copyout(v1[0:n], v2[0:n], v3[0:n], rd[0:n]) \
        copy(sum, sum2, sum3, down, up, post, prod, last)
    for (int i = 0; i < n; i++) {
        #pragma acc atomic update
        (sum) += k[i];
        #pragma acc atomic update
        sum2 = (sum2) + k[i];
        #pragma acc atomic
        (sum3) = 2 + ((sum3));
        #pragma acc atomic update
        prod = 1 * (prod);
        #pragma acc atomic capture
        { v1[i] = (down); (down)--; }
        #pragma acc atomic capture
        { (up)++; v2[i] = (up); }
        #pragma acc atomic capture
        v3[i] = (post)++;
        #pragma acc atomic write
        (last) = 5;
        #pragma acc atomic read
        rd[i] = (prod);
    }
    long want = 0;
    for (int i = 0; i < n; i++) want += k[i];
    int bad = 0;
    if (sum != want || sum2 != want) { printf("sum %ld sum2 %ld, expected %ld\n", sum, sum2, want); bad++; }
    if (sum3 != 2L * n || prod != 1 || last != 5) { printf("sum3 %ld prod %lu last %d\n", sum3, prod, last); bad++; }
    if (down != -n || up != n || post != n) { printf("down %d up %d post %d\n", down, up, post); bad++; }
    /* the captured values: each of 0..n-1 (shifted) exactly once */
    char *seen = calloc(3 * (size_t)n, 1);
    for (int i = 0; i < n; i++) {
        int a = -v1[i], b = v2[i] - 1, c = v3[i];
        if (a < 0 || a >= n || b < 0 || b >= n || c < 0 || c >= n || seen[a]++ || seen[n + b]++ || seen[2 * n + c]++) {
            if (bad++ < 5) printf("captured v1 %d v2 %d v3 %d at %d\n", v1[i], v2[i], v3[i], i);
        }
        if (rd[i] != 1 && bad++ < 5) printf("rd[%d] = %d\n", i, rd[i]);
    }
    free(seen);
    free(k); free(v1); free(v2); free(v3); free(rd);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
