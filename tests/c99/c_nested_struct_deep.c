/* structs defined two levels deep inside another struct, used at file scope and in a parallel loop by their tags alone */
#include <stdio.h>
#include <stdlib.h>

struct grid {
    struct cell {
        struct point { double x, y; } at;
        int id;
    } c;
    double scale;
};

static unsigned rng_state = 88172645u;
static unsigned xorshift(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return rng_state;
}

static double weigh(struct cell c, double s) { return (c.at.x - c.at.y) * s + c.id; }

int main(void)
{
    int n = 777;
    struct point *p = malloc(n * sizeof *p);
    double *out = malloc(n * sizeof *out);
    for (int i = 0; i < n; i++) {
        p[i].x = (xorshift() % 4096) / 16.0;
        p[i].y = (xorshift() % 4096) / 32.0;
        out[i] = -1;
    }
    #pragma acc parallel loop copyin(p[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        struct cell c = { p[i], i % 7 };
        struct grid g = { c, 0.5 };
        out[i] = (g.c.at.x - g.c.at.y) * g.scale + g.c.id;
    }
    int bad = 0;
    for (int i = 0; i < n; i++) {
        struct cell c = { p[i], i % 7 };
        double want = weigh(c, 0.5);
        if (out[i] != want && bad++ < 5) printf("out[%d] = %g, expected %g\n", i, out[i], want);
    }
    free(p);
    free(out);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
