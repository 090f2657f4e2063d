/* Designated initialisers that name a member more than once, in device
 * code: C takes the last, and a member written whole replaces the parts
 * written before it ({ .c.x = 1, .c = { 5, 6 } }, { .id = 1, .id = 2 },
 * { .v[0] = 9, .v = { 1, 2 } }); C++ calls them duplicates.  Random
 * inputs, compared with the plain host loop. */
#include <stdio.h>
#include <stdlib.h>

typedef struct { double x, y; } pt;
typedef struct { pt c; double v[4]; int id; } cell;

static unsigned s = 31337u;
static double rnd(void) { s ^= s << 13; s ^= s >> 17; s ^= s << 5; return (double)(s % 1000) / 16.0; }

int main(void)
{
    int n = 4096, bad = 0;
    double *in = malloc(sizeof(double) * n), *out = malloc(sizeof(double) * n);
    for (int i = 0; i < n; i++) { in[i] = rnd(); out[i] = -1; }
#pragma acc parallel loop copyin(in[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        cell b = { .c.x = 1, .c = { in[i], 6 } };
        cell e = { .id = 1, .v[3] = in[i], .id = 2 };
        cell g = { .v[0] = 9, .v = { 1, in[i] }, .c.y = 3 };
        out[i] = b.c.x * 1000 + b.c.y + e.id * 100 + e.v[3] + g.v[0] + g.v[1] * 10 + g.v[2] + g.c.y + g.c.x;
    }
    for (int i = 0; i < n; i++) {
        cell b = { .c.x = 1, .c = { in[i], 6 } };
        cell e = { .id = 1, .v[3] = in[i], .id = 2 };
        cell g = { .v[0] = 9, .v = { 1, in[i] }, .c.y = 3 };
        double want = b.c.x * 1000 + b.c.y + e.id * 100 + e.v[3] + g.v[0] + g.v[1] * 10 + g.v[2] + g.c.y + g.c.x;
        if (out[i] != want) { if (bad++ < 5) printf("out[%d] = %g, expected %g\n", i, out[i], want); }
    }
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
