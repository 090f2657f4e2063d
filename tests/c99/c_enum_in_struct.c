/* enumerations declared inside a struct (C's scope for them and their constants is the file's, C++'s the struct's) and enumerations without a tag (C++ converts int or double to them only by a cast, which needs a name), in a routine and a parallel loop; found by tools/fuzz */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

struct shape {
    enum kind { CIRCLE, SQUARE, TRIANGLE } kind;
    struct inner { enum { SMALL, LARGE } size; int pad; } in;
    double r;
};
enum { SCALE = 3 } gscale;

#pragma acc routine seq
static double area(struct shape s)
{
    enum kind k = s.kind;
    switch (k) {
    case CIRCLE: return 3.0 * s.r * s.r;
    case SQUARE: return s.r * s.r;
    default: return s.in.size == LARGE ? s.r * SCALE : s.r;
    }
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
    #pragma acc parallel loop copyin(a[0:n], b[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        struct shape s = { b[i] % 3, { b[i] % 2, 0 }, a[i] };
        enum { ONE = 1, TWO } w = b[i] % 2 + 1;
        s.in.size = b[i] > 500 ? LARGE : s.in.size;
        s.kind = b[i] % 3 + 0.25;       /* double to enum: a cast in C++ */
        out[i] = area(s) * w + TRIANGLE;
    }
    for (int i = 0; i < n; i++) {
        int kind = b[i] % 3, size = b[i] > 500 ? 1 : b[i] % 2;
        double r = a[i];
        double ar = kind == 0 ? 3.0 * r * r : kind == 1 ? r * r : size ? r * 3 : r;
        ref[i] = ar * (b[i] % 2 + 1) + 2;
    }

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
    if (bad) {
        printf("FAIL: %d of %d wrong\n", bad, n);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
