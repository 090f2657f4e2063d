/* Designated initialisers in device code that C++ does not take: a member
 * written whole and then in parts ({ .c = { a, b }, .c.x = 1 }: C keeps
 * b), a whole value followed by parts (gcc keeps only the parts), GNU
 * range designators ([1 ... 3] = v) with values that are not constants,
 * ranges inside members and arrays of structs, and a positional element
 * after a nested designation.  Random inputs, compared with the plain
 * host loop. */
#include <stdio.h>
#include <stdlib.h>

typedef struct { double x, y; } pt;
typedef struct { pt c; double v[4]; int id; } cell;
typedef struct { pt c[3]; int tag; } poly;

static unsigned s = 2718281u;
static double rnd(void) { s ^= s << 13; s ^= s >> 17; s ^= s << 5; return (double)(s % 1000) / 8.0; }

#define N_OUT 9
/* the same body for the device and the host */
#define BODY(k, in, out)                                                                        \
    {                                                                                           \
        double r = in[k];                                                                       \
        pt p = { r, r + 1 };                                                                    \
        cell a = { .c.x = 1, r, .id = 3 };                                                      \
        cell b = { .c = { r, 6 }, .c.x = 2 * r };                                               \
        cell d = { .v[1 ... 2] = r + 4, .id = 1 };                                              \
        cell e = { .v = { 1, 2, 3, r }, .v[2] = 9 + r, .c = { 5, 6 }, .c.y = r, .id = 7 };      \
        cell g = { .c = p, .c.y = r * 3 };                                                      \
        int w[6] = { [0 ... 2] = (int)r, [4] = 2 + (int)r };                                    \
        int m[3][3] = { [0 ... 1] = { [0 ... 2] = 3 }, [2][1] = (int)r };                       \
        pt q[4] = { [0 ... 2].x = r, [1].y = 3, [3] = { r, -r } };                              \
        poly y = { .c[0 ... 1] = { .y = r + 1 }, .c[2] = { 1, 2 }, .c[2].x = r, .tag = 4 };     \
        double z[5] = { [1 ... 3] = 0.5 * r, [2] = 7 };                                         \
        out[k * N_OUT + 0] = a.c.x + a.c.y * 10 + a.id;                                         \
        out[k * N_OUT + 1] = b.c.x + b.c.y * 1000;                                              \
        out[k * N_OUT + 2] = d.v[0] + d.v[1] + d.v[2] * 3 + d.v[3] + d.id;                      \
        out[k * N_OUT + 3] = e.v[0] + e.v[1] + e.v[2] * 5 + e.v[3] + e.c.x * 100 + e.c.y + e.id; \
        out[k * N_OUT + 4] = g.c.x * 1000 + g.c.y;                                              \
        out[k * N_OUT + 5] = w[0] + w[1] + w[2] * 3 + w[3] + w[4] * 7 + w[5];                   \
        out[k * N_OUT + 6] = m[0][2] + m[1][0] * 10 + m[2][1] * 100 + m[2][0] + m[2][2];       \
        out[k * N_OUT + 7] = q[0].x + q[1].x * 2 + q[2].x * 3 + q[1].y + q[3].y + q[0].y;       \
        out[k * N_OUT + 8] = y.c[0].y + y.c[1].y * 3 + y.c[0].x + y.c[2].x * 7 + y.c[2].y + y.tag \
                             + z[0] + z[1] + z[2] * 3 + z[3] * 5 + z[4];                        \
    }

int main(void)
{
    int n = 4096, bad = 0;
    double *in = malloc(sizeof(double) * n), *out = malloc(sizeof(double) * n * N_OUT),
           *want = malloc(sizeof(double) * n * N_OUT);
    for (int i = 0; i < n; i++) in[i] = rnd();
    for (int i = 0; i < n * N_OUT; i++) out[i] = -1;
#pragma acc parallel loop copyin(in[0:n]) copyout(out[0:n*N_OUT])
    for (int i = 0; i < n; i++) BODY(i, in, out)
    for (int i = 0; i < n; i++) BODY(i, in, want)
    for (int i = 0; i < n * N_OUT; i++)
        if (out[i] != want[i]) { if (bad++ < 5) printf("out[%d] = %g, expected %g\n", i, out[i], want[i]); }
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
