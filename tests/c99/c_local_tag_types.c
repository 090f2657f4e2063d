/* types the device code must name that C++ cannot as written: a struct, union and enum defined in the declaration of a function's variables (struct p {...} v;), structs without a tag (file scope and local), and a complex value converted to double inside a designated initialiser (the cast must survive the reordering); found by tools/fuzz */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <complex.h>

struct { double scale; int pad; } gconf = { 0.5, 0 };
struct pt { double a, b; };

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
    double complex *z = malloc(n * sizeof *z);
    double *out = malloc(n * sizeof *out);
    double *ref = malloc(n * sizeof *ref);
    for (int k = 0; k < n; k++) {
        a[k] = (xorshift() % 4096) / 16.0;
        z[k] = (xorshift() % 512) / 8.0 + I * ((xorshift() % 512) / 8.0);
        out[k] = -1;
        ref[k] = -1;
    }
    struct coef { double w0, w1; } c = { 2.0, 3.0 }, *pc = &c;
    enum mode { ADD, MUL } mode = MUL;
    union { double d; long long bits; } u;
    u.d = 1.25;
    struct { int lo, hi; } range = { 10, 900 };
    #pragma acc parallel loop copyin(a[0:n], z[0:n], pc[0:1], gconf) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        struct pt q = { .b = 3, .a = z[i] };
        double v = mode == MUL ? a[i] * pc->w0 : a[i] + pc->w0;
        if (i >= range.lo && i < range.hi) v += c.w1;
        out[i] = v * gconf.scale + u.d + q.a * q.b;
    }
    for (int i = 0; i < n; i++) {
        double v = a[i] * 2.0;
        if (i >= 10 && i < 900) v += 3.0;
        ref[i] = v * 0.5 + 1.25 + creal(z[i]) * 3;
    }

    int bad = 0;
    for (int k = 0; k < n; k++) {
        if (fabs(out[k] - ref[k]) > 1e-9 * (1 + fabs(ref[k]))) {
            if (bad++ < 5) printf("out[%d] = %.17g, expected %.17g\n", k, out[k], ref[k]);
        }
    }
    free(a);
    free(z);
    free(out);
    free(ref);
    if (bad) {
        printf("FAIL: %d of %d wrong\n", bad, n);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
