/* a struct with a flexible array member (double v[]), allocated with its elements and read and written through a pointer in a region */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

struct vec { int n; double scale; double v[]; };

int main(void)
{
    int n = 800;
    struct vec *s = malloc(sizeof *s + n * sizeof(double));
    s->n = n;
    s->scale = 0.5;
    double *out = malloc(n * sizeof *out);
    for (int i = 0; i < n; i++) { s->v[i] = (xorshift() % 4096) / 16.0; out[i] = -1; }
    /* the struct's header by value (C copies no flexible member), the
       flexible array through a pointer: s[0:1] would move the header only */
    struct vec hdr = *s;
    double *v = s->v;
    #pragma acc parallel loop firstprivate(hdr) copyin(v[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; i++)
        out[i] = v[i] * hdr.scale + hdr.n;
    int bad = 0;
    for (int i = 0; i < n; i++)
        if (out[i] != s->v[i] * s->scale + s->n && bad++ < 5) printf("out[%d] = %g\n", i, out[i]);
    free(s); free(out);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
