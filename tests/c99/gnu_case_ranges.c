/* GNU case ranges (case 'a' ... 'z', case -5 ... -1, a one-value range, an
 * empty range) in a compute region: every value takes its own range's
 * branch, on random inputs, compared with the plain host switch. */
#include <stdio.h>
#include <stdlib.h>

static unsigned s = 777u;
static int rnd(void) { s ^= s << 13; s ^= s >> 17; s ^= s << 5; return (int)(s % 300) - 100; }

#pragma acc routine seq
static int classify(int c)
{
    switch (c) {
    case -5 ... -1: return 1;
    case 0: return 2;
    case 1 ... 9: return 3;
    case 'A' ... 'Z': return 4;
    case 'a' ... 'z': return 5;
    case 150 ... 150: return 6;
    case 10 ... 12: return 7;
    case 20 ... 19: return 8;       /* empty: never taken */
    default: return 9;
    }
}

int main(void)
{
    int n = 5000, bad = 0;
    int *in = malloc(sizeof(int) * n), *out = malloc(sizeof(int) * n);
    for (int i = 0; i < n; i++) { in[i] = rnd(); out[i] = -1; }
    in[0] = 150;
    in[1] = 20;
#pragma acc parallel loop copyin(in[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        int k;
        switch (in[i] % 128) {
        case 'a' ... 'f': k = 10; break;
        case -100 ... -1: k = 20; break;
        default: k = 0;
        }
        out[i] = classify(in[i]) + k;
    }
    for (int i = 0; i < n; i++) {
        int k = in[i] % 128 >= 'a' && in[i] % 128 <= 'f' ? 10 : in[i] % 128 < 0 ? 20 : 0;
        int c = in[i], want = c >= -5 && c <= -1 ? 1 : c == 0 ? 2 : c >= 1 && c <= 9 ? 3 : c >= 'A' && c <= 'Z' ? 4
                : c >= 'a' && c <= 'z' ? 5 : c == 150 ? 6 : c >= 10 && c <= 12 ? 7 : 9;
        if (out[i] != want + k) { if (bad++ < 5) printf("out[%d] = %d for %d, expected %d\n", i, out[i], c, want + k); }
    }
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
