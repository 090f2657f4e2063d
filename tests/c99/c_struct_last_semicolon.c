/* gcc's dialect takes a struct or union whose last member has no ';' (a warning: "no semicolon at end of struct or union"); C++ does not, so the CUDA copies of such types (file scope, with an attribute after the brace, nested, typedef'd, a parameter list's, local to a compute region) need one; found by tools/fuzz (implicit_section_struct_member: union u { int off; float f} ;) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

struct cell { double w; int k } __attribute__((aligned(16)));
typedef struct { double lo, hi } span_t;
struct outer { struct inner { int a; int b } in; double s };
union bits { double d; unsigned long long u };

static unsigned rng_state = 2463534242u;
static unsigned xorshift(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return rng_state;
}

#pragma acc routine seq
static double clampw(const struct cell *c, span_t s)
{
    return c->w < s.lo ? s.lo : c->w > s.hi ? s.hi : c->w;
}

#pragma acc routine seq
static int parity(struct { int v; int pad } *p)
{
    return p->v & 1;
}

int main(void)
{
    int n = 1000;
    struct cell *c = malloc(n * sizeof *c);
    double *out = malloc(n * sizeof *out);
    double *ref = malloc(n * sizeof *ref);
    int *par = malloc(n * sizeof *par);
    for (int k = 0; k < n; k++) {
        c[k].w = (xorshift() % 4096) / 16.0;
        c[k].k = (int)(xorshift() % 100);
        out[k] = -1;
        par[k] = -1;
    }
    span_t s = { 20.0, 200.0 };
    struct outer o = { { 3, 4 }, 0.5 };
    union bits b;
    b.d = 2.0;
    #pragma acc parallel loop copyin(c[0:n], s, o, b) copyout(out[0:n], par[0:n])
    for (int i = 0; i < n; i++) {
        struct acc2 { double x; double y } t = { clampw(&c[i], s), o.s };
        int pv[2] = { c[i].k, 0 };
        out[i] = t.x * t.y + o.in.a * c[i].k + o.in.b + b.d;
        par[i] = parity((void *)pv);
    }
    int bad = 0;
    for (int i = 0; i < n; i++) {
        double w = c[i].w < 20.0 ? 20.0 : c[i].w > 200.0 ? 200.0 : c[i].w;
        ref[i] = w * 0.5 + 3 * c[i].k + 4 + 2.0;
        if (fabs(out[i] - ref[i]) > 1e-9 * (1 + fabs(ref[i]))) {
            if (bad++ < 5) printf("out[%d] = %.17g, expected %.17g\n", i, out[i], ref[i]);
        }
        if (par[i] != (c[i].k & 1) && bad++ < 5) printf("par[%d] = %d, expected %d\n", i, par[i], c[i].k & 1);
    }
    free(c);
    free(out);
    free(ref);
    free(par);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
