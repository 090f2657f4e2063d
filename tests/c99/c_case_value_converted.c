/* Case labels whose values C converts to the switch's (promoted) type: case
 * -1 of a switch on an unsigned long is ULONG_MAX, a range -100 ... -1 of an
 * unsigned int switch the values 2^32 - 100 to 2^32 - 1, a long long label of an
 * int switch its value in int.  C++ takes only values that fit ("invalid
 * narrowing conversion"), so nvcc refused the CUDA text; it now casts each
 * label to the switch's type.  Found by tools/fuzz (seed 317, mutant 11514:
 * c99/gnu_case_ranges with size_t data).  Checked against the host loop on
 * random data. */
#include <stdio.h>
#include <stdlib.h>

static unsigned st = 0x2F6B1D3u;
static unsigned xs(void) { st ^= st << 13; st ^= st >> 17; st ^= st << 5; return st; }

#pragma acc routine seq
static int classify(unsigned long v, unsigned w, int s)
{
    int r = 0;
    switch (v) {
    case -1: r += 1; break;
    case -2 ... -1 + -1 + 1 - 1 + 0: r += 2; break;     /* empty after the first (-2 ... -2) */
    case 7: r += 3; break;
    default: break;
    }
    switch (w % 512u - 200u) {
    case -100 ... -1: r += 10; break;
    case 0 ... 5: r += 20; break;
    default: break;
    }
    switch (s) {
    case 5LL: r += 100; break;
    case 'x': r += 200; break;
    default: break;
    }
    return r;
}

int main(void)
{
    int n = 5000, bad = 0;
    unsigned long *v = malloc(n * sizeof *v);
    unsigned *w = malloc(n * sizeof *w);
    int *s = malloc(n * sizeof *s), *out = malloc(n * sizeof *out);
    for (int i = 0; i < n; i++) {
        unsigned r = xs();
        v[i] = r % 4 == 0 ? (unsigned long)-1 : r % 4 == 1 ? (unsigned long)-2 : r % 4 == 2 ? 7 : r;
        w[i] = xs();
        s[i] = (int)(xs() % 8) == 0 ? 'x' : (int)(xs() % 8);
    }
#pragma acc parallel loop copyin(v[0:n], w[0:n], s[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        int k;
        switch (v[i] % 3 == 0 ? v[i] : v[i] + 0) {
        case -1: k = 1; break;
        case -100 ... -2: k = 2; break;
        default: k = 0;
        }
        out[i] = classify(v[i], w[i], s[i]) + 1000 * k;
    }
    for (int i = 0; i < n; i++) {
        int k = v[i] == (unsigned long)-1 ? 1 : v[i] >= (unsigned long)-100 ? 2 : 0;
        int want = classify(v[i], w[i], s[i]) + 1000 * k;
        if (out[i] != want && bad++ < 5) printf("out[%d] = %d, want %d\n", i, out[i], want);
    }
    printf("%s\n", bad ? "FAIL" : "PASS");
    free(v); free(w); free(s); free(out);
    return bad != 0;
}
