/* a struct whose members are named this, class, new, operator, typename, and passed by value to a routine */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

struct cxx { double this; int class; short new; char operator; float typename; };
#pragma acc routine seq
static double combine(struct cxx v)
{
    return v.this * v.typename + v.class - v.new + v.operator;
}

static unsigned rng_state = 2463534242u;
static unsigned xorshift(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return rng_state;
}

int main(void)
{
    int n = 1000;
    double *a = malloc(n * sizeof *a);
    int *b = malloc(n * sizeof *b);
    double *out = malloc(n * sizeof *out);
    double *ref = malloc(n * sizeof *ref);
    for (int k = 0; k < n; k++) {
        a[k] = (xorshift() % 4096) / 16.0;
        b[k] = (int)(xorshift() % 1000);
        out[k] = -1;
        ref[k] = -1;
    }
    struct cxx *s = malloc(n * sizeof *s);
    for (int i = 0; i < n; i++) {
        s[i].this = a[i];
        s[i].class = b[i];
        s[i].new = (short)(b[i] % 100);
        s[i].operator = 'a' + b[i] % 26;
        s[i].typename = 0.5f;
    }
    #pragma acc parallel loop copyin(s[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; i++)
        out[i] = combine(s[i]);
    for (int i = 0; i < n; i++)
        ref[i] = combine(s[i]);
    free(s);

    int bad = 0;
    for (int k = 0; k < n; k++) {
        if (fabs(out[k] - ref[k]) > 1e-9 * (1 + fabs(ref[k]))) {
            if (bad++ < 5) printf("out[%d] = %.17g, expected %.17g\n", k, out[k], ref[k]);
        }
    }
    free(a);
    free(b);
    free(out);
    free(ref);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
