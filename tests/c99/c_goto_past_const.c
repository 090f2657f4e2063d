/* goto and switch jumping past initialised const declarations (const int, a const pointer, a pointer to const that is itself const, and consts that come from typedefs) in a routine seq function: C allows it, C++ does not, so the CUDA copy drops each variable's own const (or spells a typedef's type out without it) and assigns it; found by tools/fuzz (c_goto_past_decl with const int extra) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

typedef const int cint;
typedef const double *const cwptr;

#pragma acc routine seq
static double weigh(const double *w, double x, int k)
{
    double r = x;
    if (k % 3 == 0)
        goto done;
    const int extra = 7;
    double *const self = &r;
    const double *const wk = w + (k & 3);
    cint twice = 2;
    cwptr w0 = w;
    *self += extra * *wk + twice * w0[0];
    switch (k % 5) {
    case 1:
        r += 1;
        break;
        const long bonus = 100;
    case 2:
        r -= 2;
        break;
    default:
        break;
    }
done:
    return r;
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
    double *a = malloc(n * sizeof *a), w[4] = { 0.5, 1.5, 2.5, 3.5 };
    int *b = malloc(n * sizeof *b);
    double *out = malloc(n * sizeof *out);
    for (int k = 0; k < n; k++) {
        a[k] = (xorshift() % 4096) / 16.0;
        b[k] = (int)(xorshift() % 1000);
        out[k] = -1;
    }
    #pragma acc parallel loop copyin(a[0:n], b[0:n], w) copyout(out[0:n])
    for (int i = 0; i < n; i++)
        out[i] = weigh(w, a[i], b[i]);

    int bad = 0;
    for (int k = 0; k < n; k++) {
        double ref = a[k];
        if (b[k] % 3) {
            ref += 7 * w[b[k] & 3] + 2 * w[0];
            ref += b[k] % 5 == 1 ? 1 : b[k] % 5 == 2 ? -2 : 0;
        }
        if (fabs(out[k] - ref) > 1e-9 * (1 + fabs(ref)) && bad++ < 5)
            printf("out[%d] = %.17g, expected %.17g\n", k, out[k], ref);
    }
    free(a);
    free(b);
    free(out);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
