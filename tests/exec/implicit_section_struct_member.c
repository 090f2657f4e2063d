/* Covers: a pointer in no data clause subscripted with members of a by-value struct (p[i + s.off], s.a.b nested, loop bounds s.lo/s.n): the region gets the section its subscripts reach, copied in and out when not present; through a pointer to a struct (ps->off) the pointer must be present (an enclosing data region); a kernels loop that changes s.off runs in order. */
#include <stdio.h>
#include <stdlib.h>

static unsigned int seed = 0x5eed1234u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

struct Win { int off; int n; };
struct Inner { long b; int c; };
struct Outer { int lo; struct Inner a; unsigned char k; };

static int check(const char *what, const int *got, const int *want, int n)
{
    for (int i = 0; i < n; i++)
        if (got[i] != want[i]) {
            printf("FAIL: %s: [%d] = %d, expected %d\n", what, i, got[i], want[i]);
            return 1;
        }
    return 0;
}

int main(void)
{
    enum { N = 4000 };
    int *p = malloc(sizeof(int) * N), *q = malloc(sizeof(int) * N), *r = malloc(sizeof(int) * N);
    int *want = malloc(sizeof(int) * N);
    int fails = 0;
    for (int i = 0; i < N; i++) p[i] = q[i] = r[i] = (int)(xrand() % 1000u);

    /* s.off and s.n: no data region at all, the section p[s.off : s.n] */
    struct Win s = {(int)(xrand() % 100u) + 7, 0};
    s.n = N - s.off - (int)(xrand() % 50u);
    for (int i = 0; i < N; i++) want[i] = p[i];
    for (int i = 0; i < s.n; i++) want[i + s.off] = want[i + s.off] * 3 + i;
#pragma acc parallel loop
    for (int i = 0; i < s.n; i++) p[i + s.off] = p[i + s.off] * 3 + i;
    fails += check("p[i + s.off]", p, want, N);

    /* nested members in the bounds and the subscripts, read and written, 2-D */
    struct Outer o = {(int)(xrand() % 10u) + 1, {(long)(xrand() % 20u) + 3, 40}, 2};
    int rows = (N - 200) / o.a.c;
    for (int i = 0; i < N; i++) want[i] = q[i];
    for (int i = o.lo; i < rows; i++)
        for (int j = 0; j < o.a.c - o.k; j++) want[i * o.a.c + j + o.a.b] = q[i * o.a.c + j + o.a.b - o.k] + j;
    for (int i = 0; i < N; i++) r[i] = q[i];
#pragma acc parallel loop collapse(2)
    for (int i = o.lo; i < rows; i++)
        for (int j = 0; j < o.a.c - o.k; j++) r[i * o.a.c + j + o.a.b] = q[i * o.a.c + j + o.a.b - o.k] + j;
    fails += check("r[i * o.a.c + j + o.a.b]", r, want, N);

    /* through a pointer to a struct: no section, p (and the struct) must be present */
    struct Win w = {(int)(xrand() % 300u), 500}, *ps = &w;
    for (int i = 0; i < N; i++) want[i] = p[i];
    for (int i = 0; i < ps->n; i++) want[2 * i + ps->off] -= i;
#pragma acc data copy(p[0:N]) copyin(ps[0:1])
    {
#pragma acc parallel loop
        for (int i = 0; i < ps->n; i++) p[2 * i + ps->off] -= i;
    }
    fails += check("p[2 * i + ps->off]", p, want, N);

    /* enter data, then s.off in a present section */
    struct Win e = {(int)(xrand() % 900u), 1000};
    for (int i = 0; i < N; i++) want[i] = q[i];
    for (int i = 0; i < e.n; i++) want[e.off + i] += 5;
#pragma acc enter data copyin(q[0:N])
#pragma acc parallel loop
    for (int i = 0; i < e.n; i++) q[e.off + i] += 5;
#pragma acc exit data copyout(q[0:N])
    fails += check("q[e.off + i]", q, want, N);

    /* a kernels loop that moves the window as it goes: in order */
    struct Win m = {3, 300};
    for (int i = 0; i < N; i++) want[i] = r[i];
    {
        struct Win h = m;
        for (int i = 0; i < h.n; i++) {
            want[i + h.off] = want[i + h.off + 1] + 1;
            h.off++;
        }
    }
#pragma acc data copy(r[0:N])
#pragma acc kernels
    for (int i = 0; i < m.n; i++) {
        r[i + m.off] = r[i + m.off + 1] + 1;
        m.off++;
    }
    fails += check("r[i + m.off], m.off++", r, want, N);
    if (m.off != 303) printf("FAIL: m.off = %d, expected 303\n", m.off), fails++;

    free(p); free(q); free(r); free(want);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
