/* a string literal assigned to char * (not const char *) and read inside a compute region and a routine */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

#pragma acc routine seq
static int vowels(char *s)
{
    int k = 0;
    for (; *s; s++) k += *s == 'a' || *s == 'e' || *s == 'i' || *s == 'o' || *s == 'u';
    return k;
}

int main(void)
{
    int n = 300;
    int *a = malloc(n * sizeof *a), *out = malloc(n * sizeof *out);
    for (int i = 0; i < n; i++) { a[i] = (int)(xorshift() % 5); out[i] = -1; }
    #pragma acc parallel loop copyin(a[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        char *word = "openacc";
        char *other = a[i] > 2 ? "gang" : "vector";
        out[i] = vowels(word) * 10 + vowels(other) + word[a[i]];
    }
    int bad = 0;
    for (int i = 0; i < n; i++) {
        int want = 3 * 10 + (a[i] > 2 ? 1 : 2) + "openacc"[a[i]];
        if (out[i] != want && bad++ < 5) printf("out[%d] = %d, expected %d\n", i, out[i], want);
    }
    free(a); free(out);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
